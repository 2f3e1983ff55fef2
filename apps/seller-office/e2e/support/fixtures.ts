import { request, test as base, type BrowserContext, type Page } from '@playwright/test';
import { policyKept } from '@vitrine/playwright-support/content-security-policy';

export { expect } from '@playwright/test';
export { expectAccessible } from '@vitrine/playwright-support/accessible';

/**
 * Each test's browser comes from an address of its own (TEST-NET-2, RFC 5737: only a header),
 * forwarded by the office server, which trusts the loopback front proxy in the e2e setup: the
 * API's per-address login limit counts each test apart, as it would count real sellers.
 */
let browserSequence = Math.floor(Math.random() * 200);
export const test = base.extend<{ policyKept: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `198.51.100.${(browserSequence++ % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // Every test: nothing any page it opens was refused under the Content-Security-Policy.
  policyKept,
});

/** The office as a store's host serves it: localhost is Loja Aurora, ipe.localhost Casa Ipê. */
export function officeUrl(host: 'localhost' | 'ipe.localhost' | 'nada.localhost', path = '/') {
  return `http://${host}:${process.env.E2E_OFFICE_PORT}${path}`;
}

/**
 * The storefront in front of the same API (global-setup.ts), as a store's host serves it:
 * localhost is Loja Aurora's shop window.
 */
export function storeUrl(host: 'localhost' | 'ipe.localhost', path = '/') {
  return `http://${host}:${process.env.E2E_STORE_PORT}${path}`;
}

/** The demo sellers of the README (the API's seed). */
export const SELLERS = {
  aurora: { email: 'paula.mendes@loja-aurora.exemplo.com.br', password: 'Vendedor@123' },
  aurora2: { email: 'diego.araujo@loja-aurora.exemplo.com.br', password: 'Vendedor@123' },
  ipe: { email: 'camila.teixeira@casa-ipe.exemplo.com.br', password: 'Vendedor@123' },
} as const;

/** Loja Aurora's invited seller (the seed's): no password until the first-access e-mail. */
export const INVITED_SELLER = { email: 'lucas.prado@loja-aurora.exemplo.com.br' } as const;

/** Fills and sends the login form on the screen (spec §2 /vendedor/login). */
export async function logIn(page: Page, seller: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(seller.email);
  await page.getByLabel('Senha', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The store id a host serves, as the API answers it. */
export async function storeIdOf(host: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_API_URL}/stores/by-host?host=${host}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

type Seller = { email: string; password: string };
type Host = 'localhost' | 'ipe.localhost';
type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

// The API lets an e-mail log in 5 times in 15 minutes (successes count too), and the demo
// sellers are the only sellers (sellers are invited, there is no sign-up). Tests that are not
// about logging in share one session per seller and host for the whole run.
const sessions = new Map<string, Promise<Cookie[]>>();

async function startSession(seller: Seller, host: Host): Promise<Cookie[]> {
  const origin = officeUrl(host).replace(/\/$/, '');
  const context = await request.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.254' },
  });
  // Node resolves no *.localhost name (the browser maps them, @vitrine/playwright-support):
  // the request goes to this machine naming the store's host, and the cookies are the host's.
  const response = await context.post(
    `http://127.0.0.1:${process.env.E2E_OFFICE_PORT}/_session/login`,
    {
      data: seller,
      headers: { origin, host: new URL(origin).host },
    },
  );
  if (!response.ok()) {
    throw new Error(`login ${seller.email}: ${response.status()} ${await response.text()}`);
  }
  const { cookies } = await context.storageState();
  await context.dispose();
  return cookies.map((cookie) => ({ ...cookie, domain: host }));
}

/** A demo seller's shared session: its cookies, logged in once per run. */
function sessionCookies(seller: Seller, host: Host): Promise<Cookie[]> {
  const key = `${seller.email}@${host}`;
  let cookies = sessions.get(key);
  if (!cookies) {
    cookies = startSession(seller, host);
    cookies.catch(() => sessions.delete(key));
    sessions.set(key, cookies);
  }
  return cookies;
}

/**
 * Puts a demo seller's shared session (HttpOnly cookie and marker, as the office's login sets
 * them) in the browser context. A test that logs out, or that needs a fresh login, logs in on
 * the screen with `logIn` instead: never end the shared session.
 */
export async function addSellerSession(
  context: BrowserContext,
  seller: Seller,
  host: Host = 'localhost',
) {
  await context.addCookies(await sessionCookies(seller, host));
}

/** The shared session's bearer token, for a test that acts on the API as that seller. */
export async function sellerToken(seller: Seller, host: Host = 'localhost'): Promise<string> {
  const cookies = await sessionCookies(seller, host);
  const token = cookies.find((cookie) => cookie.name === 'seller_access_token')?.value;
  if (!token) throw new Error(`no session token for ${seller.email}`);
  return token;
}
