import {
  catalogSortSchema,
  productStatusSchema,
  STOCK_FILTERS,
  type CatalogListQuery,
  type CatalogSort,
  type ProductStatus,
} from '@vitrine/contract/catalog-office';
import type { CatalogExportQuery } from '@vitrine/contract/catalog-import';
import { z } from 'zod';
import { listSearchOf, pageNumber, readParam, searchText } from '../../lib/list-url.ts';

export type CatalogKind = 'product' | 'service';
export type StockFilter = (typeof STOCK_FILTERS)[number];

/**
 * The catalog list's view as its URL holds it: the API's own parameter names (as the sales
 * list does), so a shared address reproduces the view. The kind is the route's (produtos or
 * servicos), not a parameter.
 */
export type CatalogView = {
  q?: string;
  status?: ProductStatus;
  category_id?: string;
  stock?: StockFilter;
  sort: CatalogSort;
  page: number;
};
export type CatalogFilters = Pick<CatalogView, 'q' | 'status' | 'category_id' | 'stock'>;

export const PER_PAGE = 20;
const DEFAULT_SORT: CatalogSort = 'atualizados';
const FILTER_KEYS = ['q', 'status', 'category_id', 'stock'] as const;

/** A hand-edited or outdated address never breaks the screen: what does not parse is left out. */
export function readCatalogView(params: URLSearchParams): CatalogView {
  return {
    q: readParam(searchText, params.get('q')),
    status: readParam(productStatusSchema, params.get('status')),
    category_id: readParam(z.uuid(), params.get('category_id')),
    stock: readParam(z.enum(STOCK_FILTERS), params.get('stock')),
    sort: readParam(catalogSortSchema, params.get('sort')) ?? DEFAULT_SORT,
    page: readParam(pageNumber, params.get('page')) ?? 1,
  };
}

/** The URL's search for a view: defaults (recently updated first, page 1) and empty filters out. */
export function catalogSearch(view: Partial<CatalogView>): string {
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, view[key]]));
  return listSearchOf(filters, { sort: view.sort, defaultSort: DEFAULT_SORT, page: view.page });
}

export function hasCatalogFilters(view: CatalogView): boolean {
  return FILTER_KEYS.some((key) => Boolean(view[key]));
}

/** GET /catalog/products's query for a view of one kind. */
export function catalogApiQuery(kind: CatalogKind, view: CatalogView): CatalogListQuery {
  const query: CatalogListQuery = { kind, sort: view.sort, page: view.page, per_page: PER_PAGE };
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value) Object.assign(query, { [key]: value });
  }
  return query;
}

/** GET /catalog/export's query: the list's filters and order on screen, every page. */
export function catalogExportQuery(kind: CatalogKind, view: CatalogView): CatalogExportQuery {
  const { page: _page, per_page: _perPage, ...query } = catalogApiQuery(kind, view);
  return query;
}
