import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners, storeHosts, stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';

export async function findStoreByHost(db: Database, host: string): Promise<StoreRow | null> {
  const [row] = await db
    .select({ store: stores })
    .from(storeHosts)
    .innerJoin(stores, eq(stores.id, storeHosts.storeId))
    .where(eq(storeHosts.host, host))
    .limit(1);
  return row?.store ?? null;
}

export function listBanners(db: Database, storeId: string) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.active, 1)))
    .orderBy(asc(banners.position), asc(banners.createdAt));
}
