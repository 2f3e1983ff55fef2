import type { SearchSort } from '@vitrine/contract/catalog';
import { PRICE_RANGES, type FacetName, type PriceRange } from '@vitrine/contract/shelf';
import {
  PAGE_PARAM,
  pageParamOf,
  SORT_PARAM,
  sortParamOf,
  SORTS,
  type SortParam,
} from './search-params.ts';

// The facets in the page's URL, in Portuguese (?cor=Azul&cor=Verde&tamanho=M&estoque=sim),
// as the API's filters (color, size, in_stock…). Kept in the URL so a filtered listing is a
// link, works without JavaScript (a GET form) and is cached like any public page.

export const FACET_PARAMS = {
  category: 'categoria',
  size: 'tamanho',
  color: 'cor',
  brand: 'marca',
  price: 'preco',
} as const satisfies Record<FacetName, string>;
export const IN_STOCK_PARAM = 'estoque';
export const IN_STOCK_VALUE = 'sim';

export type FacetQuery = {
  category?: string[];
  size?: string[];
  color?: string[];
  brand?: string[];
  price?: PriceRange[];
  in_stock?: 'true';
};

const MAX_VALUES = 30;
const MAX_LENGTH = 120;

/** The filters of a URL; unknown values are dropped (a made-up price range filters nothing). */
export function facetQueryOf(params: URLSearchParams): FacetQuery {
  const query: FacetQuery = {};
  for (const [name, param] of Object.entries(FACET_PARAMS) as [FacetName, string][]) {
    const values = [...new Set(params.getAll(param))]
      .map((value) => value.trim())
      .filter((value) => value !== '' && value.length <= MAX_LENGTH)
      .slice(0, MAX_VALUES);
    const kept =
      name === 'price'
        ? values.filter((value): value is PriceRange => PRICE_RANGES.includes(value as PriceRange))
        : values;
    if (kept.length) (query as Record<string, string[]>)[name] = kept;
  }
  if (params.get(IN_STOCK_PARAM) === IN_STOCK_VALUE) query.in_stock = 'true';
  return query;
}

/** Whether the URL narrows the listing at all ("Limpar filtros" is shown then). */
export function hasFacets(query: FacetQuery): boolean {
  return Object.keys(query).length > 0;
}

/** The URL's parameters other than the facets and the page: kept when the facets change. */
export function keptParams(params: URLSearchParams, drop: string[]): [string, string][] {
  return [...params.entries()].filter(([name]) => !drop.includes(name));
}

/** A path with these parameters (none: the path alone). */
export function pathWith(path: string, params: [string, string][]): string {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
}

const FACET_NAMES = [...Object.values(FACET_PARAMS), IN_STOCK_PARAM];
const PER_PAGE = 24;

/** What a faceted listing's screen needs of its URL besides the answer. */
export type ListingView = {
  sort: SortParam;
  filtered: boolean;
  /** The facets' form sends back the order; the order's form sends back the facets. */
  keepForFacets: [string, string][];
  keepForSort: [string, string][];
};

/**
 * A faceted listing's URL (category page, search results) read once: the API's order, page
 * and filters, and what its screen needs. A new facet or order starts again from page 1.
 */
export function listingParamsOf(url: URL): {
  query: FacetQuery & { sort: SearchSort; page: number; per_page: number };
  view: ListingView;
} {
  const params = url.searchParams;
  const sort = sortParamOf(params.get(SORT_PARAM));
  const facets = facetQueryOf(params);
  return {
    query: {
      sort: SORTS[sort],
      page: pageParamOf(params.get(PAGE_PARAM)),
      per_page: PER_PAGE,
      ...facets,
    },
    view: {
      sort,
      filtered: hasFacets(facets),
      keepForFacets: keptParams(params, [...FACET_NAMES, PAGE_PARAM]),
      keepForSort: keptParams(params, [SORT_PARAM, PAGE_PARAM]),
    },
  };
}
