import type { ApiClient } from '@vitrine/api-client/client';
import type { QueryApi } from '@vitrine/api-client/query-api';
import { createContext, use, useMemo, type ReactNode } from 'react';

/**
 * The browser's way to the API, the QueryApi every api-client queryOptions takes. The client
 * (ky) loads on the first call, and each query's fetcher with its schemas (zod) on its first
 * fetch, not with the page: most page views never call the API from the browser, since route
 * data arrives with the page (the initial-JS budget in the README).
 */
export type BrowserApi = QueryApi;

const BrowserApiContext = createContext<BrowserApi | null>(null);

export function ApiClientProvider(props: {
  storeId: string | undefined;
  /** Tests point the client at their own server. */
  apiBase?: string;
  children: ReactNode;
}) {
  const { storeId, apiBase } = props;
  const api = useMemo<BrowserApi>(() => {
    let client: Promise<ApiClient> | undefined;
    return {
      storeId,
      client: () =>
        (client ??= import('./browser-api.ts').then((module) =>
          module.browserApiClient(storeId, apiBase),
        )),
    };
  }, [storeId, apiBase]);
  return <BrowserApiContext value={api}>{props.children}</BrowserApiContext>;
}

export function useBrowserApi(): BrowserApi {
  const api = use(BrowserApiContext);
  if (!api) throw new Error('useBrowserApi outside ApiClientProvider');
  return api;
}
