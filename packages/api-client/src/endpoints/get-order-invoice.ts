import { orderInvoiceAnswerSchema, type OrderInvoiceAnswer } from '@vitrine/contract/invoices';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/orders/{code}/invoice — the shopper's order's NF-e, once authorised (else null). */
export function getOrderInvoice(client: ApiClient, code: string): Promise<OrderInvoiceAnswer> {
  return parse(
    orderInvoiceAnswerSchema,
    client.api.get(`orders/${encodeURIComponent(code)}/invoice`),
  );
}
