import { daySchema } from '@vitrine/contract/common';
import { paymentMethodSchema, type PaymentMethod } from '@vitrine/contract/orders';
import {
  saleSortSchema,
  saleStatusFilterSchema,
  type SaleStatusFilter,
  type SaleExportQuery,
  type SaleListQuery,
  type SaleSort,
} from '@vitrine/contract/sales';
import { listSearchOf, pageNumber, readParam, searchText } from '../../lib/list-url.ts';

/**
 * The sales list's view as its URL holds it (spec §2 minhas-vendas): the API's own parameter
 * names, so a shared address reproduces the view and the CSV export takes the same filters.
 */
export type ListView = {
  status?: SaleStatusFilter;
  from?: string;
  to?: string;
  payment_method?: PaymentMethod;
  q?: string;
  sort: SaleSort;
  page: number;
};
export type ListFilters = Pick<ListView, 'status' | 'from' | 'to' | 'payment_method' | 'q'>;

export const PER_PAGE = 20;
const DEFAULT_SORT: SaleSort = 'recentes';

const day = daySchema('data inválida');

/**
 * A hand-edited or outdated address never breaks the screen: what does not parse is left out,
 * as is a range that ends before it starts.
 */
export function readListView(params: URLSearchParams): ListView {
  const view: ListView = {
    status: readParam(saleStatusFilterSchema, params.get('status')),
    from: readParam(day, params.get('from')),
    to: readParam(day, params.get('to')),
    payment_method: readParam(paymentMethodSchema, params.get('payment_method')),
    q: readParam(searchText, params.get('q')),
    sort: readParam(saleSortSchema, params.get('sort')) ?? DEFAULT_SORT,
    page: readParam(pageNumber, params.get('page')) ?? 1,
  };
  if (view.from && view.to && view.from > view.to) {
    view.from = undefined;
    view.to = undefined;
  }
  return view;
}

/** The URL's search for a view: defaults (newest first, page 1) and empty filters left out. */
export function listSearch(view: Partial<ListView>): string {
  const { status, from, to, payment_method, q } = view;
  return listSearchOf(
    { status, from, to, payment_method, q },
    { sort: view.sort, defaultSort: DEFAULT_SORT, page: view.page },
  );
}

export function hasFilters(view: ListView): boolean {
  return Boolean(view.status || view.from || view.to || view.payment_method || view.q);
}

/** GET /sales's query for a view. */
export function listApiQuery(view: ListView): SaleListQuery {
  return { ...exportApiQuery(view), page: view.page, per_page: PER_PAGE };
}

/** GET /sales/export's query: the list's filters and order, every page. */
export function exportApiQuery(view: ListView): SaleExportQuery {
  const query: SaleExportQuery = { sort: view.sort };
  if (view.status) query.status = view.status;
  if (view.from) query.from = view.from;
  if (view.to) query.to = view.to;
  if (view.payment_method) query.payment_method = view.payment_method;
  if (view.q) query.q = view.q;
  return query;
}
