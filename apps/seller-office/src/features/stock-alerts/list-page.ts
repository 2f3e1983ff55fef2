import { listSearchOf, pageNumber, readParam } from '../../lib/list-url.ts';

// The list's page in the URL (?page=2), as the reminded carts keep theirs.

export function readAskedPage(params: URLSearchParams): number {
  return readParam(pageNumber, params.get('page')) ?? 1;
}

export const askedSearch = (page: number) => listSearchOf({}, { defaultSort: '', page });
