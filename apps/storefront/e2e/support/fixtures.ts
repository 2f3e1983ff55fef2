import type { Page } from '@playwright/test';

import { test as base } from '@playwright/test';
import { policyKept } from '@vitrine/playwright-support/content-security-policy';

export { expect } from '@playwright/test';
export { expectAccessible, injectAxeOnce } from '@vitrine/playwright-support/accessible';

/**
 * Each test's browser is a shopper of its own address (TEST-NET, RFC 5737: only a header),
 * forwarded by the storefront, which trusts the loopback front proxy in the e2e setup: the
 * API's per-address login limit (30 in 15 minutes) counts each test apart, as it would count
 * real shoppers, instead of the whole suite as one client on 127.0.0.1. A test that plays the
 * demo's own user (the demo bank, the outbox: this machine only) sets `remoteShopper: false`.
 */
let browserSequence = 0;
export const test = base.extend<{ remoteShopper: boolean; policyKept: void }>({
  remoteShopper: [true, { option: true }],
  // Every test: nothing any page it opens was refused under the Content-Security-Policy.
  policyKept,
  extraHTTPHeaders: async ({ extraHTTPHeaders, remoteShopper }, provide) => {
    if (!remoteShopper) return provide(extraHTTPHeaders);
    const address = `203.0.113.${(browserSequence++ % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** The storefront as a store's host serves it: localhost is Loja Aurora, ipe.localhost Casa Ipê. */
export function storeUrl(host: 'localhost' | 'ipe.localhost' | 'nada.localhost', path = '/') {
  return `http://${host}:${process.env.E2E_WEB_PORT}${path}`;
}

async function api<T>(
  path: string,
  init: { storeId: string; body?: unknown; clientIp?: string },
): Promise<T> {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-store-id': init.storeId,
      ...(init.clientIp ? { 'x-forwarded-for': init.clientIp } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// Where this process's count starts: a worker started again after a failure takes other
// addresses than the one before it.
let sequence = Math.floor(Math.random() * 700);

// The documentation ranges (RFC 5737): never anyone's address. Only a header, no traffic.
const TEST_NETS = ['192.0.2', '198.51.100', '203.0.113'];

/**
 * An address of its own for each customer the tests create, sent where the API reads a
 * client's (X-Forwarded-For) on the calls it limits per address (10 sign-ups an hour, 30 logins
 * in 15 minutes): a suite of shoppers all on 127.0.0.1 would be one client making them all.
 */
function shopperAddress(n: number): string {
  return `${TEST_NETS[Math.floor(n / 250) % TEST_NETS.length]}.${(n % 250) + 1}`;
}

/**
 * A customer of its own for each test (sign-up → first-access e-mail in the API's outbox →
 * create password), so tests never depend on each other or on demo accounts. The outbox
 * answers this machine only (the tests run next to the API), for the X-Store-Id store only.
 */
export async function createCustomer(host = 'localhost') {
  const store = await fetch(`${process.env.E2E_API_URL}/stores/by-host?host=${host}`).then(
    (response) => response.json() as Promise<{ data: { _id: string } }>,
  );
  const storeId = store.data._id;
  const n = ++sequence;
  const email = `cliente.e2e.${Date.now()}.${n}@example.com`;
  const password = 'Senha@123';
  const ip = shopperAddress(n);
  await api('/customers/sign-up', {
    storeId,
    clientIp: ip,
    body: { first_name: 'Cliente', last_name: 'Teste', email },
  });
  const outbox = await api<{ items: { text: string }[] }>(
    `/dev/outbox?to=${encodeURIComponent(email)}`,
    { storeId },
  );
  const token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(outbox.items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no first-access link for ${email}`);
  await api('/customers/create-password', {
    storeId,
    clientIp: ip,
    body: { first_access_token: token, password },
  });
  return { email, password, storeId, ip };
}

export async function logIn(page: Page, customer: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
