import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/client.ts';
import { getStoreByHost } from '../../src/endpoints/get-store-by-host.ts';

// What the tests know of the API they talk to: its URL (global-setup.ts) and the demo data it
// seeded on start — two stores and their accounts, as README "Running the store" lists them.

export const apiUrl = inject('apiUrl');

export const DEMO = {
  aurora: {
    host: 'aurora.localhost',
    customer: 'marina.costa@loja-aurora.exemplo.com.br',
    seller: 'paula.mendes@loja-aurora.exemplo.com.br',
  },
  ipe: {
    host: 'ipe.localhost',
    customer: 'beatriz.rocha@casa-ipe.exemplo.com.br',
    seller: 'camila.teixeira@casa-ipe.exemplo.com.br',
  },
} as const;
export const DEMO_CUSTOMER_PASSWORD = 'Cliente@123';
export const DEMO_SELLER_PASSWORD = 'Vendedor@123';
/** For accounts a test creates itself (meets spec §5). */
export const NEW_PASSWORD = 'Senha@123';

/** A client of the API as the apps make one; `token` is read per request, like the cookie. */
export function clientFor(storeId?: string, token: () => string | undefined = () => undefined) {
  return createApiClient({ apiBase: apiUrl, storeId: () => storeId, token });
}

/** The id the seed gave the store answering on `host` (ids are random per database). */
export async function storeIdFor(host: string): Promise<string> {
  const store = await getStoreByHost(clientFor(), host);
  if (!store.data) throw new Error(`no demo store answers on ${host}`);
  return store.data._id;
}

export const uniqueEmail = (prefix = 'cliente') =>
  `${prefix}-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/** The token of the first-access link in an e-mail the outbox holds. */
export function linkToken(text: string): string {
  const token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no first-access link in: ${text}`);
  return token;
}

export type { ApiClient };
