import { createApiClient, type ApiClient } from '@vitrine/api-client/client';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';

/** The API as the page reaches it: this origin's proxy, which adds the bearer and the store. */
export function browserApiClient(origin = window.location.origin): ApiClient {
  return createApiClient({ apiBase: `${origin}${API_PROXY_PREFIX}` });
}
