import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';
import type { Order, PaymentMethod } from '@vitrine/contract/orders';
import { redirect } from 'react-router';
import { customerLoader } from '../../../lib/loader.server.ts';
import type { PageArgs } from '../../../lib/store.server.ts';
import { paymentScreenPath } from '../../../shared/checkout-paths.ts';

/**
 * The loader of a payment screen (/finalizar-compra/{pix,boleto,card}/{code}): the logged
 * customer's order, prefetched for the screen's query. The API answers only the customer's own
 * orders of this store: another shopper's code, or another store's, is the page's 404 (the
 * API's 404 through the loader), never its data. An order paid another way goes to its screen.
 */
export async function loadOrder(page: PageArgs, method: PaymentMethod, code: string) {
  const loader = await customerLoader(page);
  const order: Order = await loader.ensureQueryData(orderQueryOptions(loader.client, code));
  if (order.payment_method !== method) {
    throw redirect(paymentScreenPath(order.payment_method, order.code));
  }
  return { dehydrated: loader.dehydrate(), order };
}
