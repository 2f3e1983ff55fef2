import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { expect, test } from '@playwright/test';

/** The storefront as a store's host serves it: localhost is Loja Aurora, ipe.localhost Casa Ipê. */
export function storeUrl(host: 'localhost' | 'ipe.localhost' | 'nada.localhost', path = '/') {
  return `http://${host}:${process.env.E2E_WEB_PORT}${path}`;
}

/** Zero axe violations (WCAG 2.x A/AA and best practices) on what the page shows now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations).toEqual([]);
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

let sequence = 0;

/**
 * A customer of its own for each test (sign-up → first-access e-mail in the API's outbox →
 * create password), so tests never depend on each other or on demo accounts.
 */
export async function createCustomer(host = 'localhost') {
  const store = await fetch(`${process.env.E2E_API_URL}/stores/by-host?host=${host}`).then(
    (response) => response.json() as Promise<{ data: { _id: string } }>,
  );
  const storeId = store.data._id;
  const email = `cliente.e2e.${Date.now()}.${++sequence}@example.com`;
  const password = 'Senha@123';
  // The API takes 10 sign-ups an hour from one address (features/auth/rate-limits.ts), and the
  // suite needs more: each customer signs up from an address of its own (a private range).
  const clientIp = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${sequence % 250}`;
  await api('/customers/sign-up', {
    storeId,
    body: { first_name: 'Cliente', last_name: 'Teste', email },
    clientIp,
  });
  const outbox = await api<{ items: { text: string }[] }>(
    `/dev/outbox?to=${encodeURIComponent(email)}`,
    { storeId },
  );
  const token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(outbox.items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no first-access link for ${email}`);
  await api('/customers/create-password', {
    storeId,
    body: { first_access_token: token, password },
  });
  return { email, password, storeId };
}

export async function logIn(page: Page, customer: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Senha').fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
