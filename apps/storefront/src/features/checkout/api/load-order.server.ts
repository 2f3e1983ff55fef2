import { orderQueryOptions } from '@vitrine/api-client/get-order';
import type { Order, PaymentMethod } from '@vitrine/contract/orders';
import { redirect } from 'react-router';
import { startLoader } from '../../../lib/loader.server.ts';
import { requireCustomer } from '../../../lib/session.server.ts';
import { paymentScreenPath } from '../../../shared/checkout-paths.ts';

/**
 * The loader of a payment screen (/finalizar-compra/{pix,boleto,card}/{code}): the logged
 * customer's order, prefetched for the screen's query. The API answers only the customer's own
 * orders of this store: another shopper's code, or another store's, is the page's 404 (the
 * API's 404 through startLoader), never its data. An order paid another way goes to its screen.
 */
export async function loadOrder(request: Request, method: PaymentMethod, code: string) {
  const { client } = await requireCustomer(request);
  const loader = await startLoader(request);
  const order: Order = await loader.prefetch(orderQueryOptions(client, code));
  if (order.payment_method !== method) {
    throw redirect(paymentScreenPath(order.payment_method, order.code));
  }
  return { dehydrated: loader.dehydrate(), order };
}
