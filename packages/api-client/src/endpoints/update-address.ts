import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { addressSchema, type Address, type AddressBody } from '@vitrine/contract/addresses';
import { addressesQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/auth_customers/address/{id}. */
export function updateAddress(client: ApiClient, id: string, body: AddressBody): Promise<Address> {
  const path = `auth_customers/address/${encodeURIComponent(id)}`;
  return parse(addressSchema, client.api.put(path, { json: body }));
}

export function updateAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'update-address'],
    mutationFn: ({ id, body }: { id: string; body: AddressBody }) =>
      updateAddress(client, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
