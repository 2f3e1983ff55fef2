import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export { expectAccessible } from '@vitrine/playwright-support/accessible';

/**
 * Each test's browser comes from an address of its own (TEST-NET-2, RFC 5737: only a header),
 * forwarded by the office server, which trusts the loopback front proxy in the e2e setup: the
 * API's per-address login limit counts each test apart, as it would count real sellers.
 */
let browserSequence = Math.floor(Math.random() * 200);
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const address = `198.51.100.${(browserSequence++ % 250) + 1}`;
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

/** The office as a store's host serves it: localhost is Loja Aurora, ipe.localhost Casa Ipê. */
export function officeUrl(host: 'localhost' | 'ipe.localhost' | 'nada.localhost', path = '/') {
  return `http://${host}:${process.env.E2E_OFFICE_PORT}${path}`;
}

/** The demo sellers of the README (the API's seed). */
export const SELLERS = {
  aurora: { email: 'paula.mendes@loja-aurora.exemplo.com.br', password: 'Vendedor@123' },
  aurora2: { email: 'diego.araujo@loja-aurora.exemplo.com.br', password: 'Vendedor@123' },
  ipe: { email: 'camila.teixeira@casa-ipe.exemplo.com.br', password: 'Vendedor@123' },
} as const;

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
