import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderateReviewMutationOptions } from '@vitrine/api-client/review-moderation';
import type { OfficeReview, ReviewPhoto } from '@vitrine/contract/reviews';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { Dialog } from '@vitrine/ui/dialog';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { ScreenFeedback, useScreenFeedback } from '../../../lib/form-kit/screen-feedback.tsx';
import { reviewsMessages } from '../messages.ts';
import { PhotoPicture } from './photo-picture.tsx';

const t = reviewsMessages.photos;

type ItemProps = {
  review: OfficeReview;
  photo: ReviewPhoto;
  n: number;
  total: number;
  onRemove: () => Promise<unknown>;
};

/** One photo: its thumbnail opens it larger in a dialog; "Remover foto" asks first. */
function PhotoItem({ review, photo, n, total, onRemove }: ItemProps) {
  return (
    <li className="review-photos__item">
      <Dialog
        trigger={
          <button type="button" className="review-photos__open" aria-label={t.open(n, total)}>
            <PhotoPicture photo={photo} alt="" sizes="88px" className="review-photos__thumb" />
          </button>
        }
        title={t.title(n, total)}
        description={t.sentBy(review.customer_name, review.title)}
      >
        <PhotoPicture
          photo={photo}
          alt={t.alt(n, review.customer_name)}
          sizes="(min-width: 40em) 26rem, calc(100vw - 2rem)"
          className="review-photos__large"
        />
      </Dialog>
      <ConfirmRemove
        size="sm"
        label={t.remove}
        aria-label={t.removeOf(n, total)}
        title={t.removeTitle}
        description={t.removeDescription}
        confirmLabel={t.remove}
        cancelLabel={t.keep}
        onConfirm={onRemove}
      />
    </li>
  );
}

/**
 * The photos the buyer sent with the review (issue #37 §3), each to open larger or remove
 * (`remove_photo`: the review stays, recorded in the store's history by the API). A removal
 * takes its button away, so focus waits on the status line, which says it or the API's refusal.
 */
export function ReviewPhotos({ review }: { review: OfficeReview }) {
  const api = useApi();
  const moderate = useMutation(moderateReviewMutationOptions(api, useQueryClient()));
  const feedback = useScreenFeedback();
  // Kept once the last photo is gone: the status line is where focus waits.
  const [hadPhotos] = useState(review.photos.length > 0);
  if (!hadPhotos) return null;
  const total = review.photos.length;
  return (
    <div className="review-photos">
      {total > 0 && (
        <ul className="review-photos__list" aria-label={t.list}>
          {review.photos.map((photo, index) => (
            <PhotoItem
              key={photo.id}
              review={review}
              photo={photo}
              n={index + 1}
              total={total}
              onRemove={() =>
                feedback.remove(
                  () =>
                    moderate.mutateAsync({
                      id: review.id,
                      body: { action: 'remove_photo', photo_id: photo.id },
                    }),
                  t.removed,
                )
              }
            />
          ))}
        </ul>
      )}
      <ScreenFeedback feedback={feedback} />
    </div>
  );
}
