import { createApiClient } from '@vitrine/api-client/client';
import { checkSession } from '@vitrine/session/guard';
import { redirect } from 'react-router';
import { serverEnv } from './env.server.ts';
import { LOGIN_PATH } from './paths.ts';
import { requireStore, type PageArgs } from './store.server.ts';

type Customer = Awaited<ReturnType<typeof checkCustomer>>;

// React Router runs a page's loaders (the customer-area layout's and the page's) side by side,
// each with a copy of the request of its own but one context: they share its one check of the
// session, kept by the context.
const checked = new WeakMap<object, Promise<Customer>>();

/**
 * spec §2 "buyer login required": the logged customer of this store, with an API client that
 * carries their token, for a private route's loader. Anyone else goes to /login with the page
 * to come back to. Asked of the API once per request.
 */
export function requireCustomer(page: PageArgs): Promise<Customer> {
  let customer = checked.get(page.context);
  if (!customer) {
    customer = checkCustomer(page);
    checked.set(page.context, customer);
  }
  return customer;
}

async function checkCustomer(page: PageArgs) {
  const { request } = page;
  const store = await requireStore(page);
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
