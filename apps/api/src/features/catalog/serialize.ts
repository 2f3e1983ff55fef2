import type { Category, Product, ProductSummary, Variation } from '@vitrine/contract/catalog';
import { ratingSummary } from '@vitrine/domain/rating';
import type { categories } from '../../db/schema/index.ts';
import { fromCents, fromCentsOrNull } from '../../lib/money.ts';
import { toImage } from '../../lib/asset-paths.ts';
import type { ProductDetailRow, SummaryRow, VariationView } from './reads.ts';

/** "Restam 3 unidades" is shown from this many units down. */
export const LOW_STOCK = 5;

type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: CategoryRow): Category {
  return { _id: row.id, kind: row.kind, slug: row.slug, name: row.name };
}

export function toSummary(row: SummaryRow, base: string): ProductSummary {
  const [first] = row.images;
  return {
    _id: row.id,
    kind: row.kind,
    code: row.code,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    image: first ? toImage(base, first) : null,
    price_min: fromCentsOrNull(row.priceMinCents),
    price_max: fromCentsOrNull(row.priceMaxCents),
    compare_at_price: fromCentsOrNull(row.compareAtCents),
    in_stock: row.inStock,
    rating: ratingSummary(row.ratingCount, row.ratingTotal),
  };
}

export function toVariation(row: VariationView, base: string): Variation {
  const stock = row.stock;
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    options: row.options,
    price: fromCents(row.priceCents),
    compare_at_price: fromCentsOrNull(row.compareAtPriceCents),
    in_stock: stock === null || stock > 0,
    stock_left: stock !== null && stock > 0 && stock <= LOW_STOCK ? stock : null,
    images: row.images.map((image) => toImage(base, image)),
  };
}

export function toProduct(row: ProductDetailRow, base: string): Product {
  const { product } = row;
  return {
    ...toSummary(
      { ...product, inStock: product.shelfInStock, compareAtCents: row.compareAtCents },
      base,
    ),
    description: product.description,
    category: row.category ? toCategory(row.category) : null,
    images: product.images.map((image) => toImage(base, image)),
    featured: product.featured,
    created_at: product.createdAt.toISOString(),
    variations: row.variations.map((variation) => toVariation(variation, base)),
  };
}
