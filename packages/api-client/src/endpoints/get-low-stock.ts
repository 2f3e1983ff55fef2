import { parse, type ApiClient } from '../client.ts';
import { lowStockSchema, type LowStock } from '@vitrine/contract/catalog-stock';

/** GET {apiBase}/catalog/low-stock — the office home's card: count and the first few. */
export function getLowStock(client: ApiClient): Promise<LowStock> {
  return parse(lowStockSchema, client.api.get('catalog/low-stock'));
}
