import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, sellers, type AccountKind } from '../../db/schema/index.ts';

// Customers and sellers live in two tables but log in, recover access and create passwords the
// same way (spec §2 has both flows); this module is the one place that picks the table.

export type Account = {
  id: string;
  storeId: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
};

const tables = { customer: customers, seller: sellers } as const;

function columns(kind: AccountKind) {
  const t = tables[kind];
  return {
    id: t.id,
    storeId: t.storeId,
    email: t.email,
    firstName: t.firstName,
    lastName: t.lastName,
    passwordHash: t.passwordHash,
  };
}

/** E-mails compare case-insensitively: stored and looked up lower-cased and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findAccountByEmail(
  db: Database,
  kind: AccountKind,
  storeId: string,
  email: string,
): Promise<Account | null> {
  const t = tables[kind];
  const [account] = await db
    .select(columns(kind))
    .from(t)
    .where(and(eq(t.storeId, storeId), eq(t.email, normalizeEmail(email))))
    .limit(1);
  return account ?? null;
}

export async function findAccount(
  db: Database,
  kind: AccountKind,
  storeId: string,
  id: string,
): Promise<Account | null> {
  const t = tables[kind];
  const [account] = await db
    .select(columns(kind))
    .from(t)
    .where(and(eq(t.storeId, storeId), eq(t.id, id)))
    .limit(1);
  return account ?? null;
}

export async function setPasswordHash(
  db: Database,
  kind: AccountKind,
  id: string,
  passwordHash: string,
): Promise<void> {
  const t = tables[kind];
  await db.update(t).set({ passwordHash }).where(eq(t.id, id));
}

/** spec §3 logged customer / logged seller. */
export function loggedAccount(account: Account) {
  return {
    _id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    store_id: account.storeId,
  };
}
