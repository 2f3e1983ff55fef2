import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  type CategoryCreateBody,
  categoryLeafSchema,
  type CategoryUpdateBody,
} from '@vitrine/contract/catalog-categories';
import { toApiError } from '../errors.ts';
import { officeCatalogQueryKey } from '../query-keys.ts';

// The seller's category writes; each success refreshes the tree and the product lists (their
// category names) under officeCatalogQueryKey.

const path = (id: string) => `catalog/categories/${encodeURIComponent(id)}`;

/** POST {apiBase}/catalog/categories — 201; 409 slug_taken. */
export function createCategory(client: ApiClient, body: CategoryCreateBody) {
  return parse(categoryLeafSchema, client.api.post('catalog/categories', { json: body }));
}

/** PATCH {apiBase}/catalog/categories/{id} — rename, slug, move (parent_id), reorder (position). */
export function updateCategory(client: ApiClient, input: { id: string; body: CategoryUpdateBody }) {
  return parse(categoryLeafSchema, client.api.patch(path(input.id), { json: input.body }));
}

/** DELETE {apiBase}/catalog/categories/{id} — 204; 409 category_in_use while it has products or children. */
export async function deleteCategory(client: ApiClient, id: string): Promise<void> {
  try {
    await client.api.delete(path(id));
  } catch (error) {
    throw toApiError(error);
  }
}

const refresh = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: officeCatalogQueryKey });

export const createCategoryMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'create-category'],
    mutationFn: (body: CategoryCreateBody) => createCategory(client, body),
    onSuccess: refresh(queryClient),
  });

export const updateCategoryMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'update-category'],
    mutationFn: (input: { id: string; body: CategoryUpdateBody }) => updateCategory(client, input),
    onSuccess: refresh(queryClient),
  });

export const deleteCategoryMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'delete-category'],
    mutationFn: (id: string) => deleteCategory(client, id),
    onSuccess: refresh(queryClient),
  });
