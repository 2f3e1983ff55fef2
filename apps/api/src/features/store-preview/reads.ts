import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';

/** Whether the seller is (still) one of the store's: a removed seller previews nothing. */
export async function isSellerOf(db: Database, storeId: string, sellerId: string) {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.storeId, storeId)))
    .limit(1);
  return row !== undefined;
}
