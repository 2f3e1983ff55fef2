import type { PublicReview } from '@vitrine/contract/reviews';
import { CatalogImage } from '../components/catalog-image.tsx';
import { productReviewsMessages as t } from './messages.ts';

/**
 * A review's photos, in the product page's server-made HTML: small thumbnails (AVIF and WebP
 * at the size drawn, the box reserved, loaded as they come into view), each a button that opens
 * the photo larger in the browser's own popover — Escape or a tap outside closes it, and its
 * picture loads only then — so it costs the page no script. The popover links to the widest
 * file in a new tab, too.
 */
export function ReviewPhotos({ review }: { review: PublicReview }) {
  const { photos, author } = review;
  if (photos.length === 0) return null;
  return (
    <ul className="product-review__photos" aria-label={t.photos(author)}>
      {photos.map((photo, index) => {
        const alt = t.photoAlt(index + 1, photos.length, author);
        const image = { ...photo, alt };
        const viewer = `foto-${photo.id}`;
        return (
          <li key={photo.id} className="review-photo">
            <button type="button" className="review-photo__open" popoverTarget={viewer}>
              <CatalogImage
                image={image}
                fallbackAlt={alt}
                sizes="5rem"
                className="review-photo__thumb"
              />
            </button>
            <div
              id={viewer}
              popover=""
              role="dialog"
              aria-label={alt}
              className="review-photo__viewer"
            >
              <CatalogImage
                image={image}
                fallbackAlt={alt}
                sizes="min(calc(100vw - 3rem), 48rem)"
                className="review-photo__large"
              />
              <p className="review-photo__actions">
                <a href={photo.src} target="_blank" rel="noopener">
                  {t.photoOpen}
                </a>
                <button
                  type="button"
                  className="vt-button"
                  data-variant="secondary"
                  data-size="sm"
                  popoverTarget={viewer}
                  popoverTargetAction="hide"
                >
                  {t.photoClose}
                </button>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
