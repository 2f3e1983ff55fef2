import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  type CancelInvoiceBody,
  type InvoiceCorrectionBody,
  saleInvoiceAnswerSchema,
  type SaleInvoiceAnswer,
} from '@vitrine/contract/invoices';
import { parse, type ApiClient } from '../client.ts';
import { saleInvoiceQueryKey } from '../query-keys.ts';

// The seller's events on a sale's authorised NF-e: "Cancelar nota" (POST …/invoice/cancel, the
// sale kept; 409 past SEFAZ's 24 hours) and the carta de correção (POST …/invoice/correction).
// Each answers the note, written to its query, which is then read again: a cancel is done by a
// job after the answer.

export type CancelSaleInvoiceInput = { code: string; body: CancelInvoiceBody };
export type CorrectSaleInvoiceInput = { code: string; body: InvoiceCorrectionBody };

const invoicePath = (code: string, event: 'cancel' | 'correction') =>
  `sales/${encodeURIComponent(code)}/invoice/${event}`;

export function cancelSaleInvoice(
  client: ApiClient,
  input: CancelSaleInvoiceInput,
): Promise<SaleInvoiceAnswer> {
  const request = client.api.post(invoicePath(input.code, 'cancel'), { json: input.body });
  return parse(saleInvoiceAnswerSchema, request);
}

export function correctSaleInvoice(
  client: ApiClient,
  input: CorrectSaleInvoiceInput,
): Promise<SaleInvoiceAnswer> {
  const request = client.api.post(invoicePath(input.code, 'correction'), { json: input.body });
  return parse(saleInvoiceAnswerSchema, request);
}

async function saved(queryClient: QueryClient, code: string, answer: SaleInvoiceAnswer) {
  queryClient.setQueryData(saleInvoiceQueryKey(code), answer);
  await queryClient.invalidateQueries({ queryKey: saleInvoiceQueryKey(code) });
}

export function cancelSaleInvoiceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'cancel-sale-invoice'],
    mutationFn: (input: CancelSaleInvoiceInput) => cancelSaleInvoice(client, input),
    onSuccess: (answer, input) => saved(queryClient, input.code, answer),
  });
}

export function correctSaleInvoiceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'correct-sale-invoice'],
    mutationFn: (input: CorrectSaleInvoiceInput) => correctSaleInvoice(client, input),
    onSuccess: (answer, input) => saved(queryClient, input.code, answer),
  });
}
