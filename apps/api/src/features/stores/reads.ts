import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { banners, paymentSettings, storeHosts, stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import type { CardGatewayColumns } from './card-gateway.ts';

type BannerRow = typeof banners.$inferSelect;

const storeOfHost = preparedQuery((db) =>
  db
    .select({
      store: stores,
      provider: paymentSettings.cardProvider,
      publicKey: paymentSettings.mpPublicKey,
    })
    .from(storeHosts)
    .innerJoin(stores, eq(stores.id, storeHosts.storeId))
    .leftJoin(paymentSettings, eq(paymentSettings.storeId, storeHosts.storeId))
    .where(eq(storeHosts.host, sql.placeholder('host')))
    .limit(1)
    .prepare('store_of_host'),
);

const activeBannersOfHost = preparedQuery((db) =>
  db
    .select({ banner: banners })
    .from(storeHosts)
    .innerJoin(banners, eq(banners.storeId, storeHosts.storeId))
    .where(and(eq(storeHosts.host, sql.placeholder('host')), eq(banners.active, 1)))
    .orderBy(asc(banners.position), asc(banners.createdAt))
    .prepare('active_banners_of_host'),
);

/**
 * What GET /stores/by-host answers from: the host's store, its card gateway's public columns
 * and its active banners. Every page of a store the storefront does not keep at that moment
 * waits for this before anything else (with 10,000 stores, most pages: `pnpm bench:stores`), so
 * it is two prepared statements side by side — one wait for the database, no SQL built per
 * request. Null for a host no store answers at.
 */
export async function readHost(
  db: Database,
  host: string,
): Promise<{ store: StoreRow; card: CardGatewayColumns; banners: BannerRow[] } | null> {
  const [[row], active] = await Promise.all([
    storeOfHost(db).execute({ host }),
    activeBannersOfHost(db).execute({ host }),
  ]);
  if (!row) return null;
  const { store, ...card } = row;
  return { store, card, banners: active.map((found) => found.banner) };
}

/** A store's active banners (a paused one never shows), in the storefront's order. */
export async function activeBanners(db: Database, storeId: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.storeId, storeId), eq(banners.active, 1)))
    .orderBy(asc(banners.position), asc(banners.createdAt));
}
