import type { ReviewCreated } from '@vitrine/contract/reviews';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { TextareaField } from '@vitrine/ui/textarea-field';
import { useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { reviewInviteMessages as t, reviewPhotoMessages } from '../messages.ts';
import { ReviewPhotosField } from './review-photos-field.tsx';
import { useReviewPhotos, type PhotoLimits } from './use-review-photos.ts';

type Field = 'rating' | 'title' | 'body' | 'photos';
type Errors = Partial<Record<Field | 'form', string>>;

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The contract's refusals, one per field (the first each), in its pt-BR words. Its schemas come
 * with the first check, not with the page: they are most of a page's size.
 */
async function refusalsOf(input: unknown): Promise<Errors | null> {
  const { reviewBodySchema } = await import('@vitrine/contract/reviews');
  const checked = reviewBodySchema.safeParse(input);
  if (checked.success) return null;
  const errors: Errors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * One product's review: the stars (a radio group: arrows move, as any), a title, the text and
 * up to `photoLimits.perReview` photos, checked by the contract before it goes, sent with the
 * invitation's token (the photos by their ids, in the order shown). The API's refusal (already
 * rated, not delivered, a photo it does not know) is said above the button.
 */
export function ReviewForm({
  token,
  productId,
  labelledBy,
  photoLimits,
}: {
  token: string;
  productId: string;
  labelledBy: string;
  photoLimits: PhotoLimits;
}) {
  const api = useBrowserApi();
  const photos = useReviewPhotos({ token }, productId, photoLimits);
  const [rating, setRating] = useState<number>();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ReviewCreated['status']>();

  async function submit() {
    if (photos.uploads.length > 0) {
      setErrors({ form: reviewPhotoMessages.wait });
      return;
    }
    const ids = photos.photos.map((photo) => photo.id);
    const input = { token, product_id: productId, rating, title, body, photos: ids };
    const refused = await refusalsOf(input);
    setErrors(refused ?? {});
    if (refused) return;
    setBusy(true);
    try {
      const { createReview } = await import('@vitrine/api-client/reviews');
      const made = await createReview(await api.client(), { ...input, rating: rating! });
      setDone(made.status);
    } catch (error) {
      const { toApiError } = await import('@vitrine/api-client/errors');
      const failure = toApiError(error);
      setErrors({
        form: failure.status >= 400 && failure.status < 500 ? failure.message : t.failed,
      });
    } finally {
      setBusy(false);
    }
  }

  if (done) return <p role="status">{done === 'publicada' ? t.published : t.pending}</p>;
  return (
    <form
      className="review-form"
      aria-labelledby={labelledBy}
      noValidate
      // The contract's schemas on the way while the shopper writes.
      onFocus={() => void import('@vitrine/contract/reviews')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset
        className="review-form__stars"
        aria-describedby={errors.rating ? `${labelledBy}-rating-error` : undefined}
      >
        <legend>{t.rating}</legend>
        {STARS.map((n) => (
          <label
            key={n}
            className="review-form__star"
            data-on={rating !== undefined && n <= rating}
          >
            <input
              type="radio"
              name={`${labelledBy}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.star(n)}</span>
          </label>
        ))}
        {errors.rating && (
          <p id={`${labelledBy}-rating-error`} className="review-form__error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextField
        label={t.title_}
        hint={t.titleHint}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextareaField
        label={t.body}
        hint={t.bodyHint}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      <ReviewPhotosField
        id={`${labelledBy}-photos`}
        state={photos}
        limits={photoLimits}
        error={errors.photos}
      />
      {errors.form && (
        <p role="alert" className="review-form__error">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {busy ? t.sending : t.submit}
      </Button>
    </form>
  );
}
