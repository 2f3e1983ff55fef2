import type { StockAlertVariation } from '@vitrine/contract/stock-alerts';
import type { AskedVariationRow } from './reads.ts';

export const STOCK_ALERT_SETTINGS_ENTITY = 'stock_alert_settings';

export function toAskedVariation(row: AskedVariationRow): StockAlertVariation {
  return {
    product_id: row.productId,
    product_name: row.productName,
    // A product's one variation has no name of its own.
    variation_name: row.variationName || null,
    stock: row.stock,
    requests: Number(row.requests),
  };
}
