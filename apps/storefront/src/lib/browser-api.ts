import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { browserCookie, CUSTOMER_TOKEN_COOKIE } from './cookies.ts';
import { API_PROXY_PREFIX } from './paths.ts';

/** The API as the browser reaches it: through this origin's API proxy (server/api-proxy.ts). */
export function browserApiClient(storeId: string | undefined, apiBase?: string): ApiClient {
  return createApiClient({
    apiBase: apiBase ?? `${window.location.origin}${API_PROXY_PREFIX}`,
    storeId: () => storeId,
    // spec §6: the bearer token comes from the customer_access_token cookie, read per call.
    token: () => browserCookie(CUSTOMER_TOKEN_COOKIE),
  });
}
