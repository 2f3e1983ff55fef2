import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { anyOf, anyOfText } from '../../db/any-of.ts';
import { categories, products, productVariations } from '../../db/schema/index.ts';
import { addToCatalog, emptyCatalog, type StoredCatalog, type StoredKeys } from './catalog-maps.ts';
import { type Category, CategoryNames } from './categories.ts';
import type { StoredProduct } from './plan.ts';

/**
 * Reads the products a set of rows may touch, with all their variations: three short queries
 * (a batch's SKUs, codes and slugs as one array parameter each, matched exactly so the unique
 * indexes answer: pass each as written and in upper case).
 */
export async function readStoredProducts(
  db: Database,
  storeId: string,
  keys: StoredKeys,
): Promise<StoredProduct[]> {
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
  const byId = new Map<string, StoredProduct>(
    productRows.map((row) => [row.id, { ...row, variations: [] }]),
  );
  for (const variation of variations) byId.get(variation.productId)?.variations.push(variation);
  return [...byId.values()];
}

/** The stored products `keys` name, as maps (the apply's batch reads its own so). */
export async function loadStored(
  db: Database,
  storeId: string,
  keys: StoredKeys,
): Promise<StoredCatalog> {
  const catalog = emptyCatalog();
  addToCatalog(catalog, await readStoredProducts(db, storeId, keys));
  return catalog;
}

/** The store's categories, as CategoryNames takes them. */
export function readCategories(db: Database, storeId: string): Promise<Category[]> {
  return db
    .select({
      id: categories.id,
      kind: categories.kind,
      slug: categories.slug,
      name: categories.name,
    })
    .from(categories)
    .where(eq(categories.storeId, storeId));
}

export const loadCategoryNames = async (db: Database, storeId: string) =>
  new CategoryNames(await readCategories(db, storeId));
