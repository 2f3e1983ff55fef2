import type { ProductRow, VariationRow } from './product-read.ts';

// What the audit log keeps of a product: its fields as the seller names them, and each
// variation under its SKU, so a price change reads "variations.CAM-AZ-P: 49,90 → 59,90" and
// not "the whole list changed".

export function productSnapshot(
  product: ProductRow,
  variations: VariationRow[],
): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {
    name: product.name,
    slug: product.slug,
    code: product.code,
    kind: product.kind,
    status: product.status,
    description: product.description,
    brand: product.brand,
    category_id: product.categoryId,
    featured: product.featured,
    images: product.images,
    options: product.options,
    ncm: product.ncm,
    origin: product.origin,
    cest: product.cest,
    'fiscal.cfop': product.fiscalCfop,
    'fiscal.icms_code': product.fiscalIcmsCode,
    'fiscal.pis_cst': product.fiscalPisCst,
    'fiscal.cofins_cst': product.fiscalCofinsCst,
  };
  for (const v of variations) {
    snapshot[`variations.${v.code}`] = {
      options: v.options,
      price_cents: v.priceCents,
      compare_at_price_cents: v.compareAtPriceCents,
      low_stock_threshold: v.lowStockThreshold,
      sold: v.sold,
      weight_grams: v.weightGrams,
      height_cm: v.heightCm,
      width_cm: v.widthCm,
      length_cm: v.lengthCm,
    };
  }
  return snapshot;
}
