import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { addressListSchema, type Address } from '@vitrine/contract/addresses';
import { addressesQueryKey } from '../query-keys.ts';

/** DELETE {apiBase}/auth_customers/address/{id} — answers the addresses left. */
export async function deleteAddress(client: ApiClient, id: string): Promise<Address[]> {
  const path = `auth_customers/address/${encodeURIComponent(id)}`;
  return (await parse(addressListSchema, client.api.delete(path))).items;
}

export function deleteAddressMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'delete-address'],
    mutationFn: (id: string) => deleteAddress(client, id),
    onSuccess: (left) => queryClient.setQueryData(addressesQueryKey, left),
  });
}
