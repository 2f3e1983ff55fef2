import type { ApiClient } from './client.ts';

/**
 * What a query's options need of the API: the store they are for (part of every catalog key)
 * and the client, asked for only when the query fetches. An ApiClient is one (the storefront's
 * loaders, the seller office); the storefront's browser passes one whose client, with ky,
 * loads on its first call. Imports nothing at run time.
 */
export type QueryApi = {
  readonly storeId: string | undefined;
  client: () => Promise<ApiClient>;
};

/**
 * Calls an endpoint's fetcher (an `endpoints/` module, imported by the caller with `import()`)
 * with the API's client, the two loaded side by side: in the browser a query's first fetch
 * brings ky and the endpoint's schemas, never the page that holds the query.
 */
export async function fetchLazily<M, T>(
  api: QueryApi,
  endpoint: Promise<M>,
  call: (endpoint: M, client: ApiClient) => Promise<T>,
): Promise<T> {
  const [module, client] = await Promise.all([endpoint, api.client()]);
  return call(module, client);
}
