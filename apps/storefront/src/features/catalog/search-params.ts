import type { SearchSort } from '@vitrine/contract/catalog';

// The search page keeps its sort and page in the URL in Portuguese (?ordem=&pagina=).
export const SORT_PARAM = 'ordem';
export const PAGE_PARAM = 'pagina';

export const SORTS = {
  relevancia: 'relevance',
  'menor-preco': 'price_asc',
  'maior-preco': 'price_desc',
  novidades: 'newest',
} as const satisfies Record<string, SearchSort>;

export type SortParam = keyof typeof SORTS;

export function sortParamOf(value: string | null): SortParam {
  return value !== null && Object.hasOwn(SORTS, value) ? (value as SortParam) : 'relevancia';
}

/** ?pagina=3 → 3; anything else (absent, 0, -1, 'abc', 2.5) → 1. */
export function pageParamOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** The URL of another page of the same results, dropping the defaults (?pagina=1). */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}
