import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { anyOf, anyOfText } from '../../db/any-of.ts';
import { products, productVariations } from '../../db/schema/index.ts';
import type { StoredProduct } from './plan.ts';

/**
 * The store's products the rows name, by product code, by slug or through a SKU. Codes and SKUs
 * are keyed in upper case, as the contract's skuSchema stores them (a row's "cam-1" is CAM-1).
 */
export type StoredCatalog = {
  byId: Map<string, StoredProduct>;
  byCode: Map<string, StoredProduct>;
  bySlug: Map<string, StoredProduct>;
  bySku: Map<string, StoredProduct>;
};

/**
 * Reads the products a set of rows may touch, with all their variations: three short queries
 * (a batch's SKUs, codes and slugs as one array parameter each, matched exactly so the unique
 * indexes answer: pass each as written and in upper case).
 */
export async function loadStored(
  db: Database,
  storeId: string,
  keys: { skus: string[]; codes: string[]; slugs: string[] },
): Promise<StoredCatalog> {
  const viaSku = keys.skus.length
    ? await db
        .select({ productId: productVariations.productId })
        .from(productVariations)
        .where(
          and(eq(productVariations.storeId, storeId), anyOfText(productVariations.code, keys.skus)),
        )
    : [];
  const ids = [...new Set(viaSku.map((row) => row.productId))];
  const productRows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        or(
          anyOf(products.id, ids),
          anyOfText(products.code, keys.codes),
          anyOfText(products.slug, keys.slugs),
        ),
      ),
    );
  const variations = productRows.length
    ? await db
        .select()
        .from(productVariations)
        .where(
          anyOf(
            productVariations.productId,
            productRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(productVariations.position), asc(productVariations.code))
    : [];
  const catalog: StoredCatalog = {
    byId: new Map(),
    byCode: new Map(),
    bySlug: new Map(),
    bySku: new Map(),
  };
  for (const row of productRows) {
    const product: StoredProduct = { ...row, variations: [] };
    catalog.byId.set(row.id, product);
    catalog.byCode.set(row.code.toUpperCase(), product);
    catalog.bySlug.set(row.slug, product);
  }
  for (const variation of variations) {
    const product = catalog.byId.get(variation.productId);
    if (!product) continue;
    product.variations.push(variation);
    catalog.bySku.set(variation.code.toUpperCase(), product);
  }
  return catalog;
}
