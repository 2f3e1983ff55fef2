import type { Database } from '../db/client.ts';
import type { DemoAccount, SeededStore } from './types.ts';

// TODO(API-B): the accounts/commerce half of the demo data lives here — per store 2 sellers,
// 2 customers with addresses, past orders in several statuses, the CEP cache pre-fill. Called
// by seedDemo (src/seed/index.ts) once the stores and catalogs exist, in the same run.

/** Seeds sellers, customers, addresses and orders; returns the demo logins to print. */
export async function seedCommerce(_db: Database, _stores: SeededStore[]): Promise<DemoAccount[]> {
  return [];
}

/**
 * The same logins without touching the database: `pnpm start` prints them on every start,
 * not only the first (passwords are fixed demo values).
 */
export function demoAccounts(_stores: SeededStore[]): DemoAccount[] {
  return [];
}
