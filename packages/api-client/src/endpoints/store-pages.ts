import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { storePageSchema, type StorePageInput } from '@vitrine/contract/store-pages';
import { parse, type ApiClient } from '../client.ts';
import { toApiError } from '../errors.ts';
import { storePagesQueryKey } from '../query-keys.ts';

// Configurações → Páginas: create, replace, delete a content page. Every write refreshes the list.

const path = (id: string) => `settings/pages/${encodeURIComponent(id)}`;

/** POST {apiBase}/settings/pages — 201; 409 slug_taken (on `slug`). */
export function createStorePage(client: ApiClient, body: StorePageInput) {
  return parse(storePageSchema, client.api.post('settings/pages', { json: body }));
}

/** PUT {apiBase}/settings/pages/{id} — 409 slug_taken; 404 page_not_found. */
export function updateStorePage(client: ApiClient, input: { id: string; body: StorePageInput }) {
  return parse(storePageSchema, client.api.put(path(input.id), { json: input.body }));
}

/** DELETE {apiBase}/settings/pages/{id} — 204; 404 page_not_found. */
export async function deleteStorePage(client: ApiClient, id: string): Promise<void> {
  try {
    await client.api.delete(path(id));
  } catch (error) {
    throw toApiError(error);
  }
}

const refresh = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: storePagesQueryKey });

export const createStorePageMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...storePagesQueryKey, 'create'],
    mutationFn: (body: StorePageInput) => createStorePage(client, body),
    onSuccess: refresh(queryClient),
  });

export const updateStorePageMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...storePagesQueryKey, 'update'],
    mutationFn: (input: { id: string; body: StorePageInput }) => updateStorePage(client, input),
    onSuccess: refresh(queryClient),
  });

export const deleteStorePageMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...storePagesQueryKey, 'delete'],
    mutationFn: (id: string) => deleteStorePage(client, id),
    onSuccess: refresh(queryClient),
  });
