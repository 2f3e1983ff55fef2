import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { productSchema, type Product } from '@vitrine/contract/catalog';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/products/{slug} — spec §2 /produto/{slug}, with variations and stock state. */
export function getProduct(client: ApiClient, slug: string): Promise<Product> {
  return parse(productSchema, client.api.get(`products/${encodeURIComponent(slug)}`));
}

export const productQueryKey = (client: ApiClient, slug: string) =>
  [...catalogQueryKey(client), 'product', slug] as const;

export function productQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: productQueryKey(client, slug),
    queryFn: () => getProduct(client, slug),
  });
}
