import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { productSchema, type Product } from '@vitrine/contract/catalog';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/services/{slug} — spec §2 /servico/{slug}, with variations and stock state. */
export function getService(client: ApiClient, slug: string): Promise<Product> {
  return parse(productSchema, client.api.get(`services/${encodeURIComponent(slug)}`));
}

export const serviceQueryKey = (client: ApiClient, slug: string) =>
  [...catalogQueryKey(client), 'service', slug] as const;

export function serviceQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: serviceQueryKey(client, slug),
    queryFn: () => getService(client, slug),
  });
}
