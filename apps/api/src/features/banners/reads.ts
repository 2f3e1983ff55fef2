import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';

/** The store's banners in their order (the office's list; the public one filters them). */
export function listStoreBanners(db: Database, storeId: string) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.storeId, storeId))
    .orderBy(asc(banners.position), asc(banners.createdAt));
}
