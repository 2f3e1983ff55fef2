import { STORE_SLUG_MAX, proposeStoreSlug } from '@vitrine/domain/store-slug';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers, storeHosts, stores } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { firstFree } from '../../lib/slugs.ts';

/** A new store's host: one label under the platform's domain. */
export const hostOf = (slug: string, platformDomain: string) => `${slug}.${platformDomain}`;

/**
 * Whether a store has the slug or answers at its host, whatever its status: a closed store's
 * slug is never given to another store (its links, its customers' e-mails still point there).
 * Two probes of unique indexes (`stores.slug`, `store_hosts.host`), the first row found
 * ending it: `slug = … or exists (…)` in one WHERE was planned as a scan of every store (35 ms
 * at 10,000 stores, `pnpm bench:stores`), for every sign-up and every live check.
 */
export function slugTakenQuery(db: Database, slug: string, host: string) {
  return db
    .select({ one: sql<number>`1` })
    .from(stores)
    .where(eq(stores.slug, slug))
    .unionAll(
      db
        .select({ one: sql<number>`1` })
        .from(storeHosts)
        .where(eq(storeHosts.host, host)),
    )
    .limit(1);
}

export async function slugTaken(db: Database, slug: string, host: string): Promise<boolean> {
  const [row] = await slugTakenQuery(db, slug, host);
  return row !== undefined;
}

/** A seller of any store with this e-mail (stored lower-cased): sellers_email_idx serves it. */
export const emailAccountQuery = (db: Database, email: string) =>
  db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, email)).limit(1);

/** One e-mail owns one account: a seller of any store with this e-mail. */
export async function emailHasAccount(db: Database, email: string): Promise<boolean> {
  const [row] = await emailAccountQuery(db, email);
  return row !== undefined;
}

/** Every store's slug that starts with `base`: a range of stores_slug_prefix_idx. */
export const slugsStartingWithQuery = (db: Database, base: string) =>
  db
    .select({ slug: stores.slug })
    .from(stores)
    .where(like(stores.slug, `${escapeLike(base)}%`));

/**
 * A free slug for a store's name: proposeStoreSlug's, else the first of `-2`, `-3`… that no
 * store has (kept within 40 characters).
 */
export async function proposeFreeSlug(db: Database, name: string): Promise<string> {
  const base = proposeStoreSlug(name)
    .slice(0, STORE_SLUG_MAX - 4)
    .replace(/-+$/, '');
  const rows = await slugsStartingWithQuery(db, base);
  return firstFree(
    base,
    rows.map((row) => row.slug),
  );
}

/** A seller of the store and the store, or null. */
export async function sellerAndStore(db: Database, storeId: string, sellerId: string) {
  const [row] = await db
    .select({ seller: sellers, store: stores })
    .from(sellers)
    .innerJoin(stores, eq(stores.id, sellers.storeId))
    .where(and(eq(sellers.id, sellerId), eq(sellers.storeId, storeId)));
  return row ?? null;
}
