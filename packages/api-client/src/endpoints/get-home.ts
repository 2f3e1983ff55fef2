import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { homeSchema, type Home } from '@vitrine/contract/catalog';
import { catalogQueryKey } from './catalog-keys.ts';

/** GET {apiBase}/home — spec §2 `/`: banners, featured products and services, categories. */
export function getHome(client: ApiClient): Promise<Home> {
  return parse(homeSchema, client.api.get('home'));
}

export function homeQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...catalogQueryKey(client), 'home'] as const,
    queryFn: () => getHome(client),
  });
}
