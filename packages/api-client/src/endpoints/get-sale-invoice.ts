import { saleInvoiceAnswerSchema, type SaleInvoiceAnswer } from '@vitrine/contract/invoices';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/sales/{code}/invoice — the sale's NF-e, its cartas de correção and history. */
export function getSaleInvoice(client: ApiClient, code: string): Promise<SaleInvoiceAnswer> {
  return parse(
    saleInvoiceAnswerSchema,
    client.api.get(`sales/${encodeURIComponent(code)}/invoice`),
  );
}
