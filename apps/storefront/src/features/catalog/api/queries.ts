import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '@vitrine/api-client/client';
import {
  homeSchema,
  productSchema,
  searchResultSchema,
  serviceListSchema,
  type SearchSort,
} from '@vitrine/api-client/contract/catalog';
import { contentPageSchema } from '@vitrine/api-client/contract/pages';

// Interim: the catalog's query options until @vitrine/api-client/src/endpoints has them.
// Keys start with the store id: one browser cache never mixes two stores' answers.

export function homeQueryOptions(client: ApiClient, storeId: string) {
  return queryOptions({
    queryKey: ['store', storeId, 'home'],
    queryFn: () => parse(homeSchema, client.api.get('home')),
  });
}

export function itemQueryOptions(
  client: ApiClient,
  storeId: string,
  kind: 'product' | 'service',
  slug: string,
) {
  return queryOptions({
    queryKey: ['store', storeId, kind, slug],
    queryFn: () =>
      parse(
        productSchema,
        client.api.get(`${kind === 'product' ? 'products' : 'services'}/${slug}`),
      ),
  });
}

export function serviceListQueryOptions(
  client: ApiClient,
  storeId: string,
  slug: string,
  page: number,
) {
  return queryOptions({
    queryKey: ['store', storeId, 'service-category', slug, page],
    queryFn: () =>
      parse(
        serviceListSchema,
        client.api.get(`service-categories/${slug}`, { searchParams: { page, per_page: 24 } }),
      ),
  });
}

export function searchQueryOptions(
  client: ApiClient,
  storeId: string,
  params: { q: string; sort: SearchSort; page: number },
) {
  return queryOptions({
    queryKey: ['store', storeId, 'search', params],
    queryFn: () =>
      parse(
        searchResultSchema,
        client.api.get('search', { searchParams: { ...params, per_page: 24 } }),
      ),
  });
}

export function contentPageQueryOptions(client: ApiClient, storeId: string, slug: string) {
  return queryOptions({
    queryKey: ['store', storeId, 'page', slug],
    queryFn: () => parse(contentPageSchema, client.api.get(`pages/${slug}`)),
  });
}
