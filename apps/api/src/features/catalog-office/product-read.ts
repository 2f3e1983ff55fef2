import type { OfficeProduct, OfficeVariation } from '@vitrine/contract/catalog-office';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  orderItems,
  type ProductOption,
  products,
  productVariations,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { fromCents, fromCentsOrNull } from '../../lib/money.ts';
import { productFiscalOf } from '../../lib/product-fiscal.ts';
import { type StoredImage, toCatalogImage } from './images.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';

/** One product of the store (or 404: another store's product is as absent as a missing one). */
export async function findStoreProduct(
  db: Database,
  storeId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(PRODUCT_NOT_FOUND, 'product_not_found');
  return row;
}

export function variationsOf(db: Database, productId: string) {
  return db
    .select()
    .from(productVariations)
    .where(eq(productVariations.productId, productId))
    .orderBy(asc(productVariations.position), asc(productVariations.code));
}

/** The variations some order holds (they are switched off, never deleted). */
export async function orderedVariationIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variationId })
    .from(orderItems)
    .where(inArray(orderItems.variationId, ids));
  return new Set(rows.map((row) => row.id ?? ''));
}

/**
 * Whether a variation still fits the product's options: one value of each, every value listed.
 * One that no longer fits was taken out of the matrix while some order held it: retired, kept
 * (sold=false) for its orders and its SKU, and not shown in the form.
 */
export function fitsOptions(options: ProductOption[], variation: Pick<VariationRow, 'options'>) {
  const keys = Object.keys(variation.options);
  return (
    keys.length === options.length &&
    options.every((option) => option.values.includes(variation.options[option.name] ?? '\u0000'))
  );
}

function toOfficeVariation(row: VariationRow, ordered: boolean): OfficeVariation {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    options: row.options,
    price: fromCents(row.priceCents),
    compare_at_price: fromCentsOrNull(row.compareAtPriceCents),
    stock: row.stock,
    low_stock_threshold: row.lowStockThreshold,
    sold: row.sold,
    weight_grams: row.weightGrams,
    height_cm: row.heightCm,
    width_cm: row.widthCm,
    length_cm: row.lengthCm,
    ordered,
  };
}

/** GET /catalog/products/{id}: the product as the seller edits it. */
export async function loadOfficeProduct(
  db: Database,
  storeId: string,
  id: string,
  assetsBase: string,
): Promise<OfficeProduct> {
  const product = await findStoreProduct(db, storeId, id);
  const rows = await variationsOf(db, product.id);
  const ordered = await orderedVariationIds(
    db,
    rows.map((row) => row.id),
  );
  return {
    _id: product.id,
    kind: product.kind,
    code: product.code,
    slug: product.slug,
    name: product.name,
    description: product.description,
    brand: product.brand,
    category_id: product.categoryId,
    status: product.status,
    featured: product.featured,
    images: (product.images as StoredImage[]).map((image) => toCatalogImage(assetsBase, image)),
    options: product.options,
    variations: rows
      .filter((row) => fitsOptions(product.options, row))
      .map((row) => toOfficeVariation(row, ordered.has(row.id))),
    fiscal: productFiscalOf(product),
    has_orders: ordered.size > 0,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}
