import { getOrder, orderQueryKey } from '@vitrine/api-client/get-order';
import { ORDER_STATUSES, type OrderStatus } from '@vitrine/contract/orders';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery } from '../../../lib/api-query.ts';

/** @vitrine/api-client/get-orders: one page of the shopper's orders (checked by orders-query.test.ts). */
export type OrdersPage = { page: number; per_page: number; status?: OrderStatus };

export const ORDERS_PER_PAGE = 10;

export const ordersListKey = (query: OrdersPage) => ['customer', 'orders', 'list', query] as const;

export const ordersListQuery = (api: BrowserApi, query: OrdersPage) =>
  apiQuery(api, ordersListKey(query), async (client) =>
    (await import('@vitrine/api-client/get-orders')).getOrders(client, query),
  );

/**
 * One order, under the api-client's own key (the loader prefetched it with orderQueryOptions):
 * this private screen already loads the client, so the key is imported, not written out.
 */
export const orderDetailQuery = (api: BrowserApi, code: string) =>
  apiQuery(api, orderQueryKey(code), (client) => getOrder(client, code));

/** ?pagina=N from the URL (spec §2: the page is kept in the URL); anything else is page 1. */
export function pageFromUrl(search: URLSearchParams): number {
  const page = Number(search.get('pagina'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** ?situacao=<status> from the URL; an unknown status is no filter. */
export function statusFromUrl(search: URLSearchParams): OrderStatus | undefined {
  const status = search.get('situacao');
  return ORDER_STATUSES.find((known) => known === status);
}

/** The list's query from its URL: page and filter (the api-client leaves `status` out when unset). */
export function ordersPageFromUrl(search: URLSearchParams): OrdersPage {
  const status = statusFromUrl(search);
  return { page: pageFromUrl(search), per_page: ORDERS_PER_PAGE, ...(status ? { status } : {}) };
}
