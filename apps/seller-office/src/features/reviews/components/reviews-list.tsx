import type { OfficeReviewList } from '@vitrine/contract/reviews';
import { formatDate } from '@vitrine/domain/dates';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { reviewsSearch, type ReviewsView } from '../list-query.ts';
import { reviewsMessages as t } from '../messages.ts';
import { ReviewActions } from './review-actions.tsx';
import { ReviewPhotos } from './review-photos.tsx';

/** The stars as drawn (hidden from readers) and as said ("4 de 5 estrelas"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="reviews-list__stars" role="img" aria-label={t.stars(rating)}>
      {'★'.repeat(rating)}
      <span className="reviews-list__stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The store's reviews, one card each (a list, not a table: it reads the same at 360 px). */
export function ReviewsList({ data, view }: { data: OfficeReviewList; view: ReviewsView }) {
  if (data.total === 0) return <p>{t.empty}</p>;
  return (
    <>
      <ul className="reviews-list" aria-label={t.listLabel}>
        {data.items.map((review) => (
          <li key={review.id} className="office-card reviews-list__item">
            <div className="reviews-list__head">
              <h3 className="reviews-list__product">{review.product_name}</h3>
              <span className="reviews-list__status" data-status={review.status}>
                {t.status[review.status]}
              </span>
            </div>
            <Stars rating={review.rating} />
            <p className="reviews-list__title">{review.title}</p>
            <p className="reviews-list__body">{review.body}</p>
            <ReviewPhotos review={review} />
            <p className="office-hint">
              {t.by(review.customer_name, review.order_code, formatDate(review.created_at))}
              {review.helpful > 0 && ` · ${t.helpful(review.helpful)}`}
            </p>
            {review.status === 'oculta' && review.hidden_reason && (
              <p className="office-hint">{t.hiddenReason(review.hidden_reason)}</p>
            )}
            {review.reply && (
              <div className="reviews-list__reply">
                <p className="reviews-list__reply-label">{t.reply}</p>
                <p className="reviews-list__body">{review.reply}</p>
              </div>
            )}
            <ReviewActions review={review} />
          </li>
        ))}
      </ul>
      <ListPagination
        page={data.page}
        pages={data.total_pages}
        summary={t.total(data.total)}
        labels={t}
        searchFor={(page) => reviewsSearch({ ...view, page })}
      />
    </>
  );
}
