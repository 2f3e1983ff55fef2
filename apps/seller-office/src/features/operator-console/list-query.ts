import { daySchema } from '@vitrine/contract/common';
import {
  operatorStoreStateSchema,
  operatorStoresQuerySchema,
  type OperatorStoreState,
  type OperatorStoresQuery,
} from '@vitrine/contract/operators';
import { listSearchOf, pageNumber, readParam, searchText } from '../../lib/list-url.ts';

/**
 * The stores list's view as its URL holds it: the API's own parameter names, so a shared
 * address reproduces the view.
 */
export type StoresView = {
  q?: string | undefined;
  state?: OperatorStoreState | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  sort: StoresSort;
  page: number;
};
export type StoresSort = NonNullable<OperatorStoresQuery['sort']>;
export type StoresFilters = Omit<StoresView, 'page'>;

export const PER_PAGE = 20;
export const DEFAULT_SORT: StoresSort = 'created_desc';
const sortSchema = operatorStoresQuerySchema.shape.sort.unwrap();
const day = daySchema('data inválida');

/** What does not parse (a hand-edited address) is left out, as is a range ending before it starts. */
export function readStoresView(params: URLSearchParams): StoresView {
  const view: StoresView = {
    q: readParam(searchText, params.get('q')),
    state: readParam(operatorStoreStateSchema, params.get('state')),
    created_from: readParam(day, params.get('created_from')),
    created_to: readParam(day, params.get('created_to')),
    sort: readParam(sortSchema, params.get('sort')) ?? DEFAULT_SORT,
    page: readParam(pageNumber, params.get('page')) ?? 1,
  };
  if (view.created_from && view.created_to && view.created_from > view.created_to) {
    view.created_from = undefined;
    view.created_to = undefined;
  }
  return view;
}

/** The URL's search for a view: the default order, page 1 and empty filters left out. */
export function storesSearch(view: Partial<StoresView>): string {
  const { q, state, created_from, created_to } = view;
  return listSearchOf(
    { q, state, created_from, created_to },
    { sort: view.sort, defaultSort: DEFAULT_SORT, page: view.page },
  );
}

export const hasFilters = (view: StoresView) =>
  Boolean(view.q || view.state || view.created_from || view.created_to);

/** GET /operator/stores's query for a view (what is not chosen is not sent). */
export function storesApiQuery(view: StoresView): OperatorStoresQuery {
  const query: OperatorStoresQuery = { sort: view.sort, page: view.page, per_page: PER_PAGE };
  if (view.q) query.q = view.q;
  if (view.state) query.state = view.state;
  if (view.created_from) query.created_from = view.created_from;
  if (view.created_to) query.created_to = view.created_to;
  return query;
}
