import { parse, type ApiClient } from '../client.ts';
import { stockHistorySchema, type StockHistory } from '@vitrine/contract/catalog-stock';

/** GET {apiBase}/catalog/variations/{id}/stock-history — a variation's adjustments, newest first. */
export function getStockHistory(
  client: ApiClient,
  variationId: string,
  page = 1,
): Promise<StockHistory> {
  return parse(
    stockHistorySchema,
    client.api.get(`catalog/variations/${encodeURIComponent(variationId)}/stock-history`, {
      searchParams: { page },
    }),
  );
}
