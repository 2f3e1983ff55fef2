import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  type StockAdjustmentBody,
  stockAdjustmentResultSchema,
  type StockAdjustmentResult,
} from '@vitrine/contract/catalog-stock';
import { catalogProductsQueryKey } from '../query-keys.ts';

export type AdjustStockInput = { variationId: string; body: StockAdjustmentBody };

/**
 * POST {apiBase}/catalog/variations/{id}/stock — relative (always applies; 409
 * stock_negative below zero) or absolute with the count the seller saw (409 stock_changed,
 * naming the current count, when it changed).
 */
export function adjustStock(
  client: ApiClient,
  input: AdjustStockInput,
): Promise<StockAdjustmentResult> {
  const path = `catalog/variations/${encodeURIComponent(input.variationId)}/stock`;
  return parse(stockAdjustmentResultSchema, client.api.post(path, { json: input.body }));
}

export function adjustStockMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'catalog', 'adjust-stock'],
    mutationFn: (input: AdjustStockInput) => adjustStock(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogProductsQueryKey }),
  });
}
