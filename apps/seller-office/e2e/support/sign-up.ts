import { request, type BrowserContext } from '@playwright/test';
import { signUpStore, type SignedUpStore } from '@vitrine/playwright-support/sign-up';

export type NewSeller = {
  store: SignedUpStore;
  /** The office's origin on the store's host. */ origin: string;
};

/**
 * A store just opened by "Crie sua loja" (through the API: a draft, the e-mail not confirmed)
 * and its owner logged in to its office in `context`, as the login form would (cookies set).
 * `overrides` changes the sign-up's fields.
 */
export async function signUpSeller(
  context: BrowserContext,
  overrides: Record<string, unknown> = {},
): Promise<NewSeller> {
  const store = await signUpStore(process.env.E2E_API_URL!, overrides);
  const origin = `http://${store.host}:${process.env.E2E_OFFICE_PORT}`;
  const api = await request.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.62' },
  });
  // Node resolves no *.localhost name: the request goes to this machine naming the host.
  const response = await api.post(
    `http://127.0.0.1:${process.env.E2E_OFFICE_PORT}/_session/login`,
    {
      data: { email: store.email, password: store.password },
      headers: { origin, host: new URL(origin).host },
    },
  );
  if (!response.ok()) throw new Error(`login ${store.email}: ${await response.text()}`);
  const { cookies } = await api.storageState();
  await api.dispose();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: store.host })));
  return { store, origin };
}
