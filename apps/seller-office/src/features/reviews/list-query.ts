import { REVIEW_STATUSES, type ReviewStatus } from '@vitrine/contract/reviews';
import { z } from 'zod';
import { listSearchOf, pageNumber, readParam } from '../../lib/list-url.ts';

// The list's status and page in the URL (?status=pendente&page=2): a link opens the same view.

export type ReviewsView = { status?: ReviewStatus; page: number };

const statusParam = z.enum(REVIEW_STATUSES);

export function readReviewsView(params: URLSearchParams): ReviewsView {
  const status = readParam(statusParam, params.get('status'));
  return { ...(status ? { status } : {}), page: readParam(pageNumber, params.get('page')) ?? 1 };
}

export const reviewsSearch = (view: ReviewsView) =>
  listSearchOf({ status: view.status }, { defaultSort: '', page: view.page });
