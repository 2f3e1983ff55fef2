import { z } from 'zod';

// What the product page's URL says of its reviews: ?avaliacoes=2 (the page), ?ordem=uteis.
// Real links: each view is a page of its own, the same HTML for everyone, cacheable.

export const REVIEWS_PAGE_PARAM = 'avaliacoes';
export const REVIEWS_SORT_PARAM = 'ordem';
export const REVIEWS_ANCHOR = 'avaliacoes';

export type ReviewsView = { page: number; sort: 'recentes' | 'uteis' };

const page = z.coerce.number().int().min(1).max(10_000);

export function readReviewsView(params: URLSearchParams): ReviewsView {
  const asked = page.safeParse(params.get(REVIEWS_PAGE_PARAM));
  return {
    page: asked.success ? asked.data : 1,
    sort: params.get(REVIEWS_SORT_PARAM) === 'uteis' ? 'uteis' : 'recentes',
  };
}

/** The product page's address for a view of its reviews (the defaults left out), at them. */
export function reviewsHref(path: string, view: ReviewsView): string {
  const params = new URLSearchParams();
  if (view.sort !== 'recentes') params.set(REVIEWS_SORT_PARAM, view.sort);
  if (view.page > 1) params.set(REVIEWS_PAGE_PARAM, String(view.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#${REVIEWS_ANCHOR}`;
}
