import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  type BannerBody,
  sellerBannerListSchema,
  sellerBannerSchema,
} from '@vitrine/contract/banners';
import { parse, type ApiClient } from '../client.ts';
import { toApiError } from '../errors.ts';
import { sellerBannersQueryKey, storeHistoryQueryKey } from '../query-keys.ts';

// Configurações → Banners: create, edit, delete, order. Every write refreshes the list and the
// Histórico (each is audited).

const path = (id: string) => `settings/banners/${encodeURIComponent(id)}`;

/** POST {apiBase}/settings/banners — 201, last in the order. */
export function createBanner(client: ApiClient, body: BannerBody) {
  return parse(sellerBannerSchema, client.api.post('settings/banners', { json: body }));
}

/** PUT {apiBase}/settings/banners/{id} — its fields (its place stays). */
export function updateBanner(client: ApiClient, input: { id: string; body: BannerBody }) {
  return parse(sellerBannerSchema, client.api.put(path(input.id), { json: input.body }));
}

/** DELETE {apiBase}/settings/banners/{id} — 204. */
export async function deleteBanner(client: ApiClient, id: string): Promise<void> {
  try {
    await client.api.delete(path(id));
  } catch (error) {
    throw toApiError(error);
  }
}

/** POST {apiBase}/settings/banners/order — every banner once; 400 banner_order_stale. */
export function reorderBanners(client: ApiClient, ids: string[]) {
  return parse(
    sellerBannerListSchema,
    client.api.post('settings/banners/order', { json: { ids } }),
  );
}

const refresh = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sellerBannersQueryKey }),
    queryClient.invalidateQueries({ queryKey: storeHistoryQueryKey }),
  ]);
};

export const createBannerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...sellerBannersQueryKey, 'create'],
    mutationFn: (body: BannerBody) => createBanner(client, body),
    onSuccess: refresh(queryClient),
  });

export const updateBannerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...sellerBannersQueryKey, 'update'],
    mutationFn: (input: { id: string; body: BannerBody }) => updateBanner(client, input),
    onSuccess: refresh(queryClient),
  });

export const deleteBannerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...sellerBannersQueryKey, 'delete'],
    mutationFn: (id: string) => deleteBanner(client, id),
    onSuccess: refresh(queryClient),
  });

export const reorderBannersMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...sellerBannersQueryKey, 'order'],
    mutationFn: (ids: string[]) => reorderBanners(client, ids),
    onSuccess: async (list) => {
      queryClient.setQueryData(sellerBannersQueryKey, list);
      await queryClient.invalidateQueries({ queryKey: storeHistoryQueryKey });
    },
  });
