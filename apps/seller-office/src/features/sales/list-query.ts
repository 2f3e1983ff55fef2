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
import { z } from 'zod';

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
const searchText = z.string().trim().min(1).max(120);
const pageNumber = z.coerce.number().int().min(1).max(10_000);

function read<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * A hand-edited or outdated address never breaks the screen: what does not parse is left out,
 * as is a range that ends before it starts.
 */
export function readListView(params: URLSearchParams): ListView {
  const view: ListView = {
    status: read(saleStatusFilterSchema, params.get('status')),
    from: read(day, params.get('from')),
    to: read(day, params.get('to')),
    payment_method: read(paymentMethodSchema, params.get('payment_method')),
    q: read(searchText, params.get('q')),
    sort: read(saleSortSchema, params.get('sort')) ?? DEFAULT_SORT,
    page: read(pageNumber, params.get('page')) ?? 1,
  };
  if (view.from && view.to && view.from > view.to) {
    view.from = undefined;
    view.to = undefined;
  }
  return view;
}

/** The URL's search for a view: defaults (newest first, page 1) and empty filters left out. */
export function listSearch(view: Partial<ListView>): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'payment_method', 'q'] as const) {
    const value = view[key];
    if (value) params.set(key, value);
  }
  if (view.sort && view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page && view.page > 1) params.set('page', String(view.page));
  const search = params.toString();
  return search ? `?${search}` : '';
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
