import { createApiClient } from '@vitrine/api-client/client';
import { clearedSessionCookies, isHttps, sessionToken } from '@vitrine/session/cookies';
import { loginPathFor } from '@vitrine/session/return-path';
import { validateSession } from '@vitrine/session/validate';
import { redirect } from 'react-router';
import { serverEnv } from './env.server.ts';
import { LOGIN_PATH } from './paths.ts';
import { requireStore } from './store.server.ts';

/**
 * spec §2 "buyer login required": the logged customer of this store, with an API client that
 * carries their token, for a private route's loader. Anyone else goes to /login with the page
 * to come back to (and a refused token's cookies are cleared on the way).
 */
export async function requireCustomer(request: Request) {
  const store = await requireStore(request);
  const storeId = store.data._id;
  const token = sessionToken('customer', request.headers.get('cookie'));
  const apiUrl = serverEnv().API_URL;
  const account = await validateSession('customer', { apiUrl, storeId, token });
  if (!account || !token) {
    const headers = new Headers();
    if (token) {
      for (const cookie of clearedSessionCookies('customer', isHttps(request))) {
        headers.append('Set-Cookie', cookie);
      }
    }
    throw redirect(loginPathFor(LOGIN_PATH, request.url), { headers });
  }
  const client = createApiClient({ apiBase: apiUrl, storeId: () => storeId, token: () => token });
  return { store, account, client };
}
