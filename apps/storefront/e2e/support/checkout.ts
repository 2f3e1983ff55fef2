import type { Page } from '@playwright/test';
import { startSession } from '@vitrine/session/start';
import { createCustomer, expect, storeUrl } from './fixtures.ts';

type Host = 'localhost' | 'ipe.localhost';

/** One line of the seeded catalog (apps/api/src/seed): product code, variation code. */
export type CartLine = { code: string; variation: string; qnt: number };

/**
 * A shopper of their own, logged in in this page's browser. The login is the storefront's own
 * (@vitrine/session's startSession, what POST /_session/login runs), made from the test with
 * the shopper's own address, and its cookies go into the browser as that answer sets them.
 * These tests are about paying: the login screen has its own (session, add-to-cart specs), and
 * logging in every shopper through it would be one address making them all (the API allows
 * 30 logins per address in 15 minutes).
 */
export async function loggedInShopper(page: Page, host: Host = 'localhost') {
  const customer = await createCustomer(host);
  const started = await startSession(
    'customer',
    'login',
    { apiUrl: process.env.E2E_API_URL ?? '', storeId: customer.storeId, forwardedFor: customer.ip },
    { email: customer.email, password: customer.password },
    { secure: false, now: new Date() },
  );
  if (!started.ok) throw new Error(`login of ${customer.email}: ${started.error.message}`);
  await page.context().addCookies(started.cookies.map((cookie) => browserCookie(cookie, host)));
  return customer;
}

/** A Set-Cookie value as Playwright puts it in the browser, for `host`. */
function browserCookie(setCookie: string, host: Host) {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const flag = (name: string) =>
    attributes.find((attribute) => attribute.toLowerCase().startsWith(name.toLowerCase()));
  const expires = flag('Expires=')?.slice('Expires='.length);
  const sameSite = flag('SameSite=')?.slice('SameSite='.length);
  return {
    name: pair.slice(0, equals),
    value: decodeURIComponent(pair.slice(equals + 1)),
    domain: host,
    path: '/',
    httpOnly: Boolean(flag('HttpOnly')),
    secure: false,
    sameSite: (sameSite ?? 'Lax') as 'Lax' | 'Strict' | 'None',
    ...(expires ? { expires: Math.floor(Date.parse(expires) / 1000) } : {}),
  };
}

/**
 * A call through the storefront's own proxy, as the page's script makes it: the browser
 * context's session cookie goes along, and a change carries this origin (the proxy's CSRF rule).
 */
async function viaProxy<T>(
  page: Page,
  host: Host,
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const url = storeUrl(host, `/_api${path}`);
  const origin = storeUrl(host, '/').replace(/\/$/, '');
  const response =
    data === undefined
      ? await page.request.get(url)
      : await page.request.post(url, { data, headers: { origin, ...headers } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Puts lines in the logged shopper's cart (the cart page is not what these tests are about). */
export async function fillCart(
  page: Page,
  storeId: string,
  lines: CartLine[],
  host: Host = 'localhost',
) {
  for (const line of lines) {
    await viaProxy(page, host, '/cart', { ...line, store_id: storeId });
  }
}

/** A delivery address on a demo CEP (the API answers it from its cache). */
export async function addAddress(page: Page, host: Host = 'localhost') {
  return viaProxy<{ id: string }>(page, host, '/auth_customers/address', {
    recipient: 'Cliente Teste',
    zip_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'apto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  });
}

/**
 * The pay page has priced the address just chosen: its freight options are in (the section no
 * longer busy). They come in above the payment methods and push them down: a method clicked
 * while they come can be missed (the click lands where the radio was a moment before).
 */
export async function freightPriced(page: Page) {
  await expect(page.getByRole('region', { name: 'Forma de entrega' })).not.toHaveAttribute(
    'aria-busy',
    'true',
  );
}

export type Quote = {
  subtotal: number;
  shipping: number;
  pix: { price: number; total: number };
  boleto: { price: number; total: number };
  card: {
    installments: {
      installmentNumber: number;
      installmentAmount: number;
      hasInterest: boolean;
      totalAmount: number;
    }[];
  };
};

/** A valid CPF for the payer of a boleto (spec §5 check digits). */
export const PAYER_CPF = '390.533.447-05';

/** Saves a CPF on the logged shopper's profile (the pay page's CPF field starts with it). */
export async function saveProfileCpf(page: Page, cpf: string, host: Host = 'localhost') {
  const origin = storeUrl(host, '/').replace(/\/$/, '');
  const response = await page.request.put(storeUrl(host, '/_api/customers/me'), {
    data: { cpf },
    headers: { origin },
  });
  expect(response.ok(), `PUT /customers/me: ${response.status()}`).toBe(true);
}

/** The server's quote of the shopper's cart: the numbers the page must show. */
export const quoteOf = (page: Page, host: Host = 'localhost') =>
  viaProxy<Quote>(page, host, '/checkout/quote');

export const ordersOf = (page: Page, host: Host = 'localhost') =>
  viaProxy<{ total: number; items: { code: string }[] }>(page, host, '/orders');

/** An order placed straight through the API (for screens reached without the pay page). */
export async function placeOrder(page: Page, method: 'pix' | 'boleto', host: Host = 'localhost') {
  const { id } = await addAddress(page, host);
  return viaProxy<{ code: string }>(
    page,
    host,
    '/orders',
    // A boleto names its payer: the shoppers made here have no CPF on their profile.
    { payment_method: method, address_id: id, ...(method === 'boleto' ? { cpf: PAYER_CPF } : {}) },
    { 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
}

/** The API plays the bank paying an order (DEMO_MODE), out of the page's sight. */
export async function bankPays(storeId: string, orderCode: string) {
  const response = await fetch(`${process.env.E2E_API_URL}/dev/payments/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify({ order_code: orderCode }),
  });
  expect(response.status).toBe(200);
}

/** The last path segment of a payment screen's URL: the order's code. */
export const orderCodeIn = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** An order paid by an approved sandbox card, placed as the pay page places it. */
export async function placeOrderByCard(page: Page) {
  const origin = storeUrl('localhost', '/').replace(/\/$/, '');
  const post = async <T>(path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(storeUrl('localhost', `/_api${path}`), {
      data,
      headers: { origin, ...headers },
    });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { id } = await addAddress(page);
  const { token } = await post<{ token: string }>('/payments/sandbox/card-tokens', {
    number: '4111111111111111',
    holder_name: 'CLIENTE TESTE',
    expiry_month: 12,
    expiry_year: 2030,
    cvv: '123',
  });
  return post<{ code: string }>(
    '/orders',
    { payment_method: 'card', address_id: id, installments: 1, card_token: token },
    { 'idempotency-key': `e2e-card-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
}

/** One order of each way to pay (pix, boleto, card), each from a cart of `lines`. */
export async function ordersOfEachKind(page: Page, storeId: string, lines: CartLine[]) {
  await fillCart(page, storeId, lines);
  const pix = await placeOrder(page, 'pix');
  await fillCart(page, storeId, lines);
  const boleto = await placeOrder(page, 'boleto');
  await fillCart(page, storeId, lines);
  const card = await placeOrderByCard(page);
  return { pix, boleto, card };
}
