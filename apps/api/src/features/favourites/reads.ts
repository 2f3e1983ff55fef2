import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites, products, productVariations } from '../../db/schema/index.ts';
import { consentOf } from '../../lib/consents.ts';
import { summaryColumns } from '../catalog/reads.ts';

/** The session's shopper in the X-Store-Id store: every read and write is filtered by both. */
export type Owner = { storeId: string; customerId: string };

export const ownedBy = (owner: Owner) =>
  and(eq(favourites.storeId, owner.storeId), eq(favourites.customerId, owner.customerId));

/** The code of the product's only sold variation; null with several or none. */
const onlyVariation = sql<string | null>`(
  select case when count(*) = 1 then min(v.code) end
    from ${productVariations} v
   where v.product_id = "products"."id" and v.sold
)`;

/** The favourites, newest first, each with its product's card columns as sold now. */
export function listFavourites(db: Database, owner: Owner) {
  return db
    .select({
      ...summaryColumns,
      status: products.status,
      addedAt: favourites.createdAt,
      onlyVariation,
    })
    .from(favourites)
    .innerJoin(
      products,
      and(eq(products.id, favourites.productId), eq(products.storeId, favourites.storeId)),
    )
    .where(ownedBy(owner))
    .orderBy(desc(favourites.createdAt), products.id);
}
export type FavouriteRow = Awaited<ReturnType<typeof listFavourites>>[number];

/** Which of `productIds` are favourites (a shelf page's hearts). */
export async function favouriteIdsAmong(db: Database, owner: Owner, productIds: string[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: favourites.productId })
    .from(favourites)
    .where(and(ownedBy(owner), inArray(favourites.productId, productIds)));
  return rows.map((row) => row.id);
}

/**
 * A product of this store a shopper may favourite, with its shelf price (the mark a later
 * drop is measured from); null for another store's or an unknown id. A draft or an archived
 * product may not be added, but stays in the list once there ("Indisponível").
 */
export async function favouritableProduct(db: Database, storeId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id, priceCents: products.shelfPriceCents })
    .from(products)
    .where(
      and(eq(products.id, productId), eq(products.storeId, storeId), eq(products.status, 'active')),
    );
  return row ?? null;
}

/** Whether the product is this store's, whatever its status (a removal of an archived one). */
export async function isStoreProduct(db: Database, storeId: string, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
  return Boolean(row);
}

export function priceAlertsOf(db: Database, owner: Owner) {
  return consentOf(db, owner, 'price_drop_emails');
}
