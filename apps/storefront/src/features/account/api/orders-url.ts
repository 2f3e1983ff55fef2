import type { OrdersPage as OrdersQuery } from '@vitrine/api-client/queries/get-orders';
import { ORDER_STATUSES, type OrderStatus } from '@vitrine/contract/orders';

/** The orders list's query as its URL holds it: always a page, maybe a status. */
export type OrdersPage = Required<Pick<OrdersQuery, 'page' | 'per_page'>> &
  Pick<OrdersQuery, 'status'>;

export const ORDERS_PER_PAGE = 10;

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
