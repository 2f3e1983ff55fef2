import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { peekAccountToken } from '../auth/account-tokens.ts';

/** Whether the seller is (still) one of the store's: a removed seller previews nothing. */
export async function isSellerOf(db: Database, storeId: string, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.storeId, storeId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The preview a token opens, if it still holds: issued for this store, not expired nor ended
 * (a newer preview, the seller's removal), and its seller still of the store.
 */
export async function findPreview(
  db: Database,
  storeId: string,
  token: string,
  now: Date,
): Promise<{ expiresAt: Date } | null> {
  const row = await peekAccountToken(db, token, 'seller', storeId, now, ['preview']);
  if (!row || !(await isSellerOf(db, storeId, row.accountId))) return null;
  return { expiresAt: row.expiresAt };
}
