import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  saleMoveAnswerSchema,
  type SaleMoveAnswer,
  type UpdateSaleStatusBody,
} from '@vitrine/contract/sales';
import { saleQueryKey, salesQueryKey } from '../query-keys.ts';

export type UpdateSaleStatusInput = { code: string; body: UpdateSaleStatusBody };

/**
 * PATCH {apiBase}/sales/{code}/status — em_separacao → enviado (tracking) → entregue, or
 * cancelado with a `reason` (400 without one); a move the sale's state no longer allows is 409.
 * The answer is the sale and `invoice_notice`, what its NF-e needs of the seller after the move
 * (a cancel past the note's 24 hours). Success refreshes every query under salesQueryKey: lists,
 * the overview and the sale's note.
 */
export function updateSaleStatus(
  client: ApiClient,
  input: UpdateSaleStatusInput,
): Promise<SaleMoveAnswer> {
  const path = `sales/${encodeURIComponent(input.code)}/status`;
  return parse(saleMoveAnswerSchema, client.api.patch(path, { json: input.body }));
}

export function updateSaleStatusMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'update-sale-status'],
    mutationFn: (input: UpdateSaleStatusInput) => updateSaleStatus(client, input),
    onSuccess: async ({ invoice_notice: _notice, ...sale }) => {
      queryClient.setQueryData(saleQueryKey(sale.code), sale);
      await queryClient.invalidateQueries({ queryKey: salesQueryKey });
    },
  });
}
