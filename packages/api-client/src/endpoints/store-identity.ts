import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  storeIdentitySchema,
  type StoreIdentity,
  type StoreIdentityInput,
  type StoreLogoBody,
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

/** PUT {apiBase}/settings/identity/logo — an image uploaded with POST /images; 400 image_unknown. */
export function setStoreLogo(client: ApiClient, body: StoreLogoBody): Promise<StoreIdentity> {
  return parse(storeIdentitySchema, client.api.put('settings/identity/logo', { json: body }));
}

/** DELETE {apiBase}/settings/identity/logo — the storefront shows the store's name instead. */
export function removeStoreLogo(client: ApiClient): Promise<StoreIdentity> {
  return parse(storeIdentitySchema, client.api.delete('settings/identity/logo'));
}

/** The logo lives in the identity's answer: a change writes it there, like a save. */
export function storeLogoMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['settings', 'identity', 'logo'],
    mutationFn: (body: StoreLogoBody | null) =>
      body ? setStoreLogo(client, body) : removeStoreLogo(client),
    onSuccess: async (identity) => {
      queryClient.setQueryData(storeIdentityQueryKey, identity);
      await queryClient.invalidateQueries({ queryKey: currentStoreQueryKey(client.storeId) });
    },
  });
}
