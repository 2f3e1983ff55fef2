import { listSearchOf, pageNumber, readParam } from '../../lib/list-url.ts';

// The "Cupons" list's page in its URL (?page=2), the API's own parameter as the sales and
// catalog lists keep theirs: a link or a reload shows the same page.

export function readCouponsPage(params: URLSearchParams): number {
  return readParam(pageNumber, params.get('page')) ?? 1;
}

/** The URL's search for a page of the list; page 1 is the bare address. */
export const couponsSearch = (page: number) => listSearchOf({}, { defaultSort: '', page });
