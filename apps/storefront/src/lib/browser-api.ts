import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { API_PROXY_PREFIX } from './paths.ts';

/**
 * The API as the browser reaches it: through this origin's proxy (@vitrine/session), which adds
 * the customer's bearer token from its HttpOnly cookie and the store of the host (spec §6). The
 * page never holds the token.
 */
export function browserApiClient(storeId: string | undefined, apiBase?: string): ApiClient {
  return createApiClient({
    apiBase: apiBase ?? `${window.location.origin}${API_PROXY_PREFIX}`,
    storeId: () => storeId,
  });
}
