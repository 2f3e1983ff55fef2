import { and, asc, eq, gt, isNull, lte, min, or, sql } from 'drizzle-orm';
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

/** The banners a shopper sees at `now`: active, started (or no start), not ended (or no end). */
export function listBanners(db: Database, storeId: string, now: Date) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.storeId, storeId),
        eq(banners.active, 1),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.createdAt));
}

/**
 * The next instant after `now` at which the public list changes by the clock alone: the
 * earliest start or end still ahead among the active banners (null: none). Caches of the
 * lists are capped by it (http/banner-cache.ts).
 */
export async function nextBannerChange(
  db: Database,
  storeId: string,
  now: Date,
): Promise<Date | null> {
  const ahead = (column: typeof banners.startsAt | typeof banners.endsAt) =>
    sql`case when ${column} > ${now.toISOString()}::timestamptz then ${column} end`;
  const [row] = await db
    .select({
      start: min(ahead(banners.startsAt)).mapWith(banners.startsAt),
      end: min(ahead(banners.endsAt)).mapWith(banners.endsAt),
    })
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.active, 1)));
  const times = [row?.start, row?.end].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}
