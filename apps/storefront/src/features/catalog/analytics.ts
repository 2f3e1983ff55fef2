import type { Product, Variation } from '@vitrine/contract/catalog';
import type { AnalyticsItem } from '../../lib/analytics/data-layer.ts';

/** A product line as GA4's e-commerce events name it (spec §1). */
export function analyticsItem(
  product: Product,
  variation: Variation,
): Omit<AnalyticsItem, 'quantity'> {
  return {
    item_id: product.code,
    item_name: product.name,
    item_variant: variation.name,
    price: variation.price,
    ...(product.brand ? { item_brand: product.brand } : {}),
    ...(product.category ? { item_category: product.category.name } : {}),
  };
}
