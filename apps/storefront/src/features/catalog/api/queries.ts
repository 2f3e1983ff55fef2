import type { SearchQuery } from '@vitrine/contract/catalog';
import type { ServiceListQuery } from '@vitrine/api-client/list-services';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery, catalogKey } from '../../../lib/api-query.ts';

// The catalog's queries as its screens read them: each key is the api-client's (checked by
// queries.test.ts), each fetcher the api-client's, loaded on the browser's first call.

/** @vitrine/api-client/get-home homeQueryOptions. */
export const homeQuery = (api: BrowserApi) =>
  apiQuery(api, [...catalogKey(api.storeId), 'home'] as const, async (client) =>
    (await import('@vitrine/api-client/get-home')).getHome(client),
  );

/**
 * @vitrine/api-client/get-product productQueryOptions (kind 'product') and get-service
 * serviceQueryOptions ('service'): one screen shows both.
 */
export const itemQuery = (api: BrowserApi, kind: 'product' | 'service', slug: string) =>
  apiQuery(api, [...catalogKey(api.storeId), kind, slug] as const, async (client) =>
    kind === 'product'
      ? (await import('@vitrine/api-client/get-product')).getProduct(client, slug)
      : (await import('@vitrine/api-client/get-service')).getService(client, slug),
  );

/** @vitrine/api-client/search-products searchQueryOptions. */
export const searchQuery = (api: BrowserApi, query: SearchQuery) =>
  apiQuery(api, [...catalogKey(api.storeId), 'search', query] as const, async (client) =>
    (await import('@vitrine/api-client/search-products')).searchProducts(client, query),
  );

/** @vitrine/api-client/list-services servicesQueryOptions. */
export const servicesQuery = (api: BrowserApi, categorySlug: string, query: ServiceListQuery) =>
  apiQuery(
    api,
    [...catalogKey(api.storeId), 'services', categorySlug, query] as const,
    async (client) =>
      (await import('@vitrine/api-client/list-services')).listServices(client, categorySlug, query),
  );
