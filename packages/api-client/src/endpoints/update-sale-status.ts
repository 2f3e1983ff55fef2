import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { saleSchema, type Sale, type UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { saleQueryKey, salesQueryKey } from '../query-keys.ts';

export type UpdateSaleStatusInput = { code: string; body: UpdateSaleStatusBody };

/**
 * PATCH {apiBase}/sales/{code}/status — em_separacao → enviado (tracking) → entregue, or
 * cancelado with a `reason` (400 without one); a move the sale's state no longer allows is 409.
 * Success refreshes every query under salesQueryKey: lists and the overview.
 */
export function updateSaleStatus(client: ApiClient, input: UpdateSaleStatusInput): Promise<Sale> {
  const path = `sales/${encodeURIComponent(input.code)}/status`;
  return parse(saleSchema, client.api.patch(path, { json: input.body }));
}

export function updateSaleStatusMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'update-sale-status'],
    mutationFn: (input: UpdateSaleStatusInput) => updateSaleStatus(client, input),
    onSuccess: async (sale) => {
      queryClient.setQueryData(saleQueryKey(sale.code), sale);
      await queryClient.invalidateQueries({ queryKey: salesQueryKey });
    },
  });
}
