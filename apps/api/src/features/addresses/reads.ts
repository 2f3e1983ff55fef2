import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
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

const addressById = preparedQuery((db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.storeId, sql.placeholder('storeId')),
        eq(addresses.customerId, sql.placeholder('customerId')),
        eq(addresses.id, sql.placeholder('id')),
      ),
    )
    .prepare('address_by_id'),
);

export async function findAddress(db: Database, owner: Owner, id: string) {
  const [row] = await addressById(db).execute({ ...owner, id });
  return row ?? null;
}

export async function countAddresses(db: Database, owner: Owner) {
  const [row] = await db.select({ total: count() }).from(addresses).where(ownedBy(owner));
  return row?.total ?? 0;
}
