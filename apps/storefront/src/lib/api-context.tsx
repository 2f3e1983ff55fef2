import type { ApiClient } from '@vitrine/api-client/client';
import { createContext, use, useMemo, type ReactNode } from 'react';

/**
 * The browser's way to the API. The client (ky) and the contract schemas (zod) load on the
 * first call, not with the page: most page views never call the API from the browser, since
 * route data arrives with the page (the initial-JS budget in the README).
 */
export type BrowserApi = {
  storeId: string | undefined;
  client: () => Promise<ApiClient>;
};

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
