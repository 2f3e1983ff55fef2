import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type Owner = { storeId: string; customerId: string };

export const MAX_ADDRESSES = 20;

/** Every query is filtered by store AND customer: an id alone never reaches a row. */
export const ownedBy = (owner: Owner) =>
  and(eq(addresses.storeId, owner.storeId), eq(addresses.customerId, owner.customerId));

export function listAddresses(db: Database, owner: Owner) {
  return db
    .select()
    .from(addresses)
    .where(ownedBy(owner))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

export async function findAddress(db: Database, owner: Owner, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ownedBy(owner), eq(addresses.id, id)));
  return row ?? null;
}

export async function countAddresses(db: Database, owner: Owner) {
  const [row] = await db.select({ total: count() }).from(addresses).where(ownedBy(owner));
  return row?.total ?? 0;
}

/** One default per customer: marking one unmarks the rest (same transaction as the write). */
export async function keepSingleDefault(db: Database, owner: Owner, defaultId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), ne(addresses.id, defaultId)));
}

/** After a delete, the oldest remaining address becomes the default if none is. */
export async function ensureDefault(db: Database, owner: Owner) {
  const rows = await listAddresses(db, owner);
  const first = rows[0];
  if (first && !rows.some((row) => row.isDefault)) {
    await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
  }
}

export function toAddress(row: AddressRow) {
  return {
    id: row.id,
    recipient: row.recipient,
    zip_code: row.zipCode,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    is_default: row.isDefault,
  };
}
