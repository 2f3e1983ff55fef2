import { createApiClient } from '@vitrine/api-client/client';
import { checkSession } from '@vitrine/session/guard';
import { redirect } from 'react-router';
import { serverEnv } from './env.server.ts';
import { LOGIN_PATH } from './paths.ts';
import { requireStore } from './store.server.ts';

/**
 * spec §2 "buyer login required": the logged customer of this store, with an API client that
 * carries their token, for a private route's loader. Anyone else goes to /login with the page
 * to come back to.
 */
export async function requireCustomer(request: Request) {
  const store = await requireStore(request);
  const storeId = store.data._id;
  const apiUrl = serverEnv().API_URL;
  const session = await checkSession('customer', request, {
    apiUrl,
    storeId,
    loginPath: LOGIN_PATH,
  });
  if (!session.ok) throw redirect(session.location, { headers: session.headers });
  const { account, token } = session;
  const client = createApiClient({ apiBase: apiUrl, storeId: () => storeId, token: () => token });
  return { store, account, client };
}
