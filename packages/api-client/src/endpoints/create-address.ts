import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { addressSchema, type Address, type AddressBody } from '@vitrine/contract/addresses';
import { addressesQueryKey } from '../query-keys.ts';

/** POST {apiBase}/auth_customers/address — the first address becomes the default. */
export function createAddress(client: ApiClient, body: AddressBody): Promise<Address> {
  return parse(addressSchema, client.api.post('auth_customers/address', { json: body }));
}

export function createAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'create-address'],
    mutationFn: (body: AddressBody) => createAddress(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
