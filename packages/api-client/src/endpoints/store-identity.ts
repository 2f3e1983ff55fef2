import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  storeIdentitySchema,
  type StoreIdentity,
  type StoreIdentityInput,
} from '@vitrine/contract/store-identity';
import { parse, type ApiClient } from '../client.ts';
import { currentStoreQueryKey, storeIdentityQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/settings/identity — replaces it; colours without AA contrast are refused. */
export function updateStoreIdentity(
  client: ApiClient,
  body: StoreIdentityInput,
): Promise<StoreIdentity> {
  return parse(storeIdentitySchema, client.api.put('settings/identity', { json: body }));
}

export function updateStoreIdentityMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['settings', 'identity', 'update'],
    mutationFn: (body: StoreIdentityInput) => updateStoreIdentity(client, body),
    onSuccess: async (identity) => {
      queryClient.setQueryData(storeIdentityQueryKey, identity);
      // The office's header names the store.
      await queryClient.invalidateQueries({ queryKey: currentStoreQueryKey(client.storeId) });
    },
  });
}
