import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { saleInvoiceAnswerSchema, type SaleInvoiceAnswer } from '@vitrine/contract/invoices';
import { parse, type ApiClient } from '../client.ts';
import { saleInvoiceQueryKey } from '../query-keys.ts';

/**
 * POST {apiBase}/sales/{code}/invoice — "Emitir nota" / "Emitir novamente": the note queued
 * (its answer says pendente) and written to the sale's invoice query; 409 when there is nothing
 * to issue (the store does not issue, the sale is unpaid, the note is at SEFAZ or done).
 */
export function issueSaleInvoice(client: ApiClient, code: string): Promise<SaleInvoiceAnswer> {
  return parse(
    saleInvoiceAnswerSchema,
    client.api.post(`sales/${encodeURIComponent(code)}/invoice`),
  );
}

export function issueSaleInvoiceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'issue-sale-invoice'],
    mutationFn: (code: string) => issueSaleInvoice(client, code),
    onSuccess: (answer, code) => queryClient.setQueryData(saleInvoiceQueryKey(code), answer),
  });
}
