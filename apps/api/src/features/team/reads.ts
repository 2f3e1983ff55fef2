import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers, stores, twoFactor } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { TEAM_MESSAGES } from './messages.ts';

export type SellerRow = typeof sellers.$inferSelect;

/** The store's sellers, owners first, then by name. */
export async function listTeam(db: Database, storeId: string): Promise<SellerRow[]> {
  const rows = await db
    .select()
    .from(sellers)
    .where(eq(sellers.storeId, storeId))
    .orderBy(asc(sellers.firstName), asc(sellers.lastName), asc(sellers.email));
  const rank = { owner: 0, admin: 1, sales: 2 } as const;
  return rows.sort((a, b) => rank[a.role] - rank[b.role]);
}

/** One seller of the store, locked for the write; another store's seller is not found. */
export async function findMemberForUpdate(
  tx: Database,
  storeId: string,
  id: string,
): Promise<SellerRow> {
  const [row] = await tx
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, id), eq(sellers.storeId, storeId)))
    .for('update');
  if (!row) throw notFound(TEAM_MESSAGES.notFound, 'seller_not_found');
  return row;
}

/** Which of the store's sellers sign in with two-step verification, and whether it is required. */
export async function teamTwoFactor(db: Database, storeId: string) {
  const on = await db
    .select({ id: twoFactor.accountId })
    .from(twoFactor)
    .innerJoin(sellers, eq(sellers.id, twoFactor.accountId))
    .where(
      and(
        eq(twoFactor.accountKind, 'seller'),
        eq(sellers.storeId, storeId),
        isNotNull(twoFactor.confirmedAt),
      ),
    );
  const [store] = await db
    .select({ required: stores.requireTwoFactor })
    .from(stores)
    .where(eq(stores.id, storeId));
  return { on: new Set(on.map((row) => row.id)), required: store?.required ?? false };
}
