import type { ProductReviewList, PublicReview } from '@vitrine/contract/reviews';
import { formatDate } from '@vitrine/domain/dates';
import { renderToStaticMarkup } from 'react-dom/server';
import { HELPFUL_ACTION_PATH, HELPFUL_BACK_FIELD } from './helpful-path.ts';
import { productReviewsMessages as t } from './messages.ts';
import { ReviewPhotos } from './review-photos.server.tsx';
import { REVIEWS_ANCHOR, reviewsHref, type ReviewsView } from './view.ts';

/** Five stars, the rating's on (drawn; said by the element's label). */
function Stars({ rating, label }: { rating: number; label: string }) {
  const on = Math.round(rating);
  return (
    <span className="review-stars" role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(on)}</span>
      <span aria-hidden="true" className="review-stars__off">
        {'★'.repeat(5 - on)}
      </span>
    </span>
  );
}

function Summary({ data }: { data: ProductReviewList }) {
  const rating = data.rating!;
  return (
    <div className="product-reviews__summary">
      <p className="product-reviews__average">
        <Stars rating={rating.average} label={t.average(rating.average)} />{' '}
        <strong>{t.averageShort(rating.average)}</strong> {t.outOf} · {t.count(rating.count)}
      </p>
      <p className="product-reviews__verified">{t.verified}</p>
      <ul className="product-reviews__bars" aria-label={t.distribution}>
        {([5, 4, 3, 2, 1] as const).map((stars) => (
          <li key={stars}>
            <span className="product-reviews__bar-label">{t.starsRow(stars)}</span>
            <meter min={0} max={rating.count} value={data.distribution[stars]} aria-hidden="true" />
            <span>{data.distribution[stars]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Review({ review, back }: { review: PublicReview; back: string }) {
  return (
    <li id={`avaliacao-${review.id}`} className="product-review">
      <Stars rating={review.rating} label={t.stars(review.rating)} />
      <h3 className="product-review__title">{review.title}</h3>
      <p className="product-review__by">{t.by(review.author, formatDate(review.published_at))}</p>
      <p className="product-review__body">{review.body}</p>
      <ReviewPhotos review={review} />
      {review.reply && (
        <div className="product-review__reply">
          <p className="product-review__reply-title">{t.reply}</p>
          <p className="product-review__body">{review.reply.body}</p>
        </div>
      )}
      {/* A plain form: the vote needs no script (features/catalog/reviews/helpful-route.ts). */}
      <form method="post" action={HELPFUL_ACTION_PATH(review.id)} className="product-review__vote">
        <input type="hidden" name={HELPFUL_BACK_FIELD} value={back} />
        <button type="submit" className="vt-button" data-variant="secondary" data-size="sm">
          {t.helpful}
        </button>
        {review.helpful > 0 && <span>{t.helpfulCount(review.helpful)}</span>}
      </form>
    </li>
  );
}

function Section({
  data,
  path,
  view,
}: {
  data: ProductReviewList;
  path: string;
  view: ReviewsView;
}) {
  const back = reviewsHref(path, view);
  const to = (next: Partial<ReviewsView>) => reviewsHref(path, { ...view, ...next });
  return (
    <section id={REVIEWS_ANCHOR} className="product-reviews" aria-labelledby="avaliacoes-titulo">
      <h2 id="avaliacoes-titulo">{t.title}</h2>
      {data.rating === null ? (
        <p>{t.none}</p>
      ) : (
        <>
          <Summary data={data} />
          <nav aria-label={t.sort} className="product-reviews__sort">
            {(['recentes', 'uteis'] as const).map((sort) => (
              <a
                key={sort}
                href={to({ sort, page: 1 })}
                aria-current={view.sort === sort ? 'page' : undefined}
              >
                {sort === 'recentes' ? t.recent : t.useful}
              </a>
            ))}
          </nav>
          <ol className="product-reviews__list" aria-label={t.list}>
            {data.items.map((review) => (
              <Review key={review.id} review={review} back={back} />
            ))}
          </ol>
          {data.total_pages > 1 && (
            <nav aria-label={t.pagination} className="product-reviews__pages">
              <p>{t.pageOf(data.page, data.total_pages)}</p>
              {data.page > 1 && (
                <a href={to({ page: data.page - 1 })} rel="prev">
                  {t.previous}
                </a>
              )}
              {data.page < data.total_pages && (
                <a href={to({ page: data.page + 1 })} rel="next">
                  {t.next}
                </a>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The product page's "Avaliações" as HTML, made on the server only: the page's initial JS
 * stays as it was (it has no room), the section is the same bytes for everyone, and its links
 * and vote form work without a script. `path` is the product's page.
 */
export function productReviewsHtml(data: ProductReviewList, path: string, view: ReviewsView) {
  return renderToStaticMarkup(<Section data={data} path={path} view={view} />);
}
