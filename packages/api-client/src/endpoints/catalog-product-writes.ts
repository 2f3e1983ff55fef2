import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  officeProductSchema,
  type OfficeProduct,
  type ProductInput,
  type ProductStatus,
} from '@vitrine/contract/catalog-office';
import { toApiError } from '../errors.ts';
import { catalogProductQueryKey, catalogProductsQueryKey } from '../query-keys.ts';

// The seller's product writes. Each success puts the answer under the product's key and
// refreshes the lists, the histories and the low-stock card (all under catalogProductsQueryKey).

const path = (id: string, rest = '') => `catalog/products/${encodeURIComponent(id)}${rest}`;

/** POST {apiBase}/catalog/products — 201 with the product; 409 slug_taken / sku_taken. */
export function createCatalogProduct(client: ApiClient, body: ProductInput) {
  return parse(officeProductSchema, client.api.post('catalog/products', { json: body }));
}

/** PUT {apiBase}/catalog/products/{id} — replaces it; 409 product_changed when stale. */
export function updateCatalogProduct(client: ApiClient, input: { id: string; body: ProductInput }) {
  return parse(officeProductSchema, client.api.put(path(input.id), { json: input.body }));
}

/** POST {apiBase}/catalog/products/{id}/duplicate — a draft copy with new slug and SKUs. */
export function duplicateCatalogProduct(client: ApiClient, id: string) {
  return parse(officeProductSchema, client.api.post(path(id, '/duplicate')));
}

/** POST {apiBase}/catalog/products/{id}/status — publish (active), archive or draft. */
export function setCatalogProductStatus(
  client: ApiClient,
  input: { id: string; status: ProductStatus },
) {
  const body = { status: input.status };
  return parse(officeProductSchema, client.api.post(path(input.id, '/status'), { json: body }));
}

/** DELETE {apiBase}/catalog/products/{id} — 204; 409 product_has_orders: archive it instead. */
export async function deleteCatalogProduct(client: ApiClient, id: string): Promise<void> {
  try {
    await client.api.delete(path(id));
  } catch (error) {
    throw toApiError(error);
  }
}

function saved(queryClient: QueryClient) {
  return async (product: OfficeProduct) => {
    queryClient.setQueryData(catalogProductQueryKey(product._id), product);
    await queryClient.invalidateQueries({ queryKey: catalogProductsQueryKey });
  };
}

export const createCatalogProductMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'create-product'],
    mutationFn: (body: ProductInput) => createCatalogProduct(client, body),
    onSuccess: saved(queryClient),
  });

export const updateCatalogProductMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'update-product'],
    mutationFn: (input: { id: string; body: ProductInput }) => updateCatalogProduct(client, input),
    onSuccess: saved(queryClient),
  });

export const duplicateCatalogProductMutationOptions = (
  client: ApiClient,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'duplicate-product'],
    mutationFn: (id: string) => duplicateCatalogProduct(client, id),
    onSuccess: saved(queryClient),
  });

export const setCatalogProductStatusMutationOptions = (
  client: ApiClient,
  queryClient: QueryClient,
) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'product-status'],
    mutationFn: (input: { id: string; status: ProductStatus }) =>
      setCatalogProductStatus(client, input),
    onSuccess: saved(queryClient),
  });

export const deleteCatalogProductMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['seller', 'catalog', 'delete-product'],
    mutationFn: (id: string) => deleteCatalogProduct(client, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogProductQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: catalogProductsQueryKey });
    },
  });
