import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CreateReturnBody } from '@vitrine/contract/refunds';
import { saleSchema, type Sale } from '@vitrine/contract/sales';
import { parse, type ApiClient } from '../client.ts';
import { saleQueryKey, salesQueryKey } from '../query-keys.ts';

// The seller's refunds of a sale: returned items (POST /sales/{code}/refunds), "Tentar
// novamente" on a failed one and "Marcar como devolvido" on a boleto's transfer. Each answers
// the sale, written to its query; the lists are refreshed.

export type CreateSaleReturnInput = { code: string; body: CreateReturnBody };
export type SaleRefundActionInput = { code: string; refundId: string; action: 'retry' | 'settle' };

export function createSaleReturn(client: ApiClient, input: CreateSaleReturnInput): Promise<Sale> {
  const path = `sales/${encodeURIComponent(input.code)}/refunds`;
  return parse(saleSchema, client.api.post(path, { json: input.body }));
}

export function actOnSaleRefund(client: ApiClient, input: SaleRefundActionInput): Promise<Sale> {
  const path = `sales/${encodeURIComponent(input.code)}/refunds/${encodeURIComponent(input.refundId)}/${input.action}`;
  return parse(saleSchema, client.api.post(path));
}

async function saved(queryClient: QueryClient, sale: Sale) {
  queryClient.setQueryData(saleQueryKey(sale.code), sale);
  await queryClient.invalidateQueries({ queryKey: salesQueryKey });
}

export function createSaleReturnMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'create-sale-return'],
    mutationFn: (input: CreateSaleReturnInput) => createSaleReturn(client, input),
    onSuccess: (sale) => saved(queryClient, sale),
  });
}

export function saleRefundActionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'sale-refund-action'],
    mutationFn: (input: SaleRefundActionInput) => actOnSaleRefund(client, input),
    onSuccess: (sale) => saved(queryClient, sale),
  });
}
