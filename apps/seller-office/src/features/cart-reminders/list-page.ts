import { listSearchOf, pageNumber, readParam } from '../../lib/list-url.ts';

// The reminded carts' page in the URL (?page=2), as the coupons' list keeps its own.

export function readCartsPage(params: URLSearchParams): number {
  return readParam(pageNumber, params.get('page')) ?? 1;
}

export const cartsSearch = (page: number) => listSearchOf({}, { defaultSort: '', page });
