import { Button } from '@vitrine/ui/button';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { srcSetOf } from '../../../lib/image-srcset.ts';
import { reviewPhotoMessages as t } from '../messages.ts';
import type { PhotoLimits, ReviewPhotos } from './use-review-photos.ts';

/** What the picker offers; the API judges each file by its bytes all the same. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * "Fotos (opcional)": the picker (the file input itself, drawn as a button: the keyboard's and
 * the phone's way), each photo's thumbnail in the order it goes with "Remover foto", a bar for
 * each one on its way, what is happening in a polite live region and what was refused (by this
 * page or the API) in an assertive one the picker is described by.
 */
export function ReviewPhotosField({
  id,
  state,
  limits,
  error,
}: {
  id: string;
  state: ReviewPhotos;
  limits: PhotoLimits;
  /** The contract's refusal of the review's `photos`, if any. */
  error?: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const { photos, uploads } = state;
  const refusals = [...(error ? [error] : []), ...state.errors];
  return (
    <fieldset className="review-photos">
      <legend>{t.legend}</legend>
      <p id={`${id}-hint`} className="review-photos__hint">
        {state.full ? t.full(limits.perReview) : t.hint(limits.perReview, limits.maxBytes)}
      </p>
      {photos.length + uploads.length > 0 && (
        <ol className="review-photos__list" aria-label={t.chosen}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="review-photos__item">
              <img
                className="review-photos__thumb"
                src={photo.src}
                srcSet={srcSetOf(photo)}
                sizes="6rem"
                width={photo.width}
                height={photo.height}
                alt={t.alt(index + 1, photos.length)}
              />
              <Button
                variant="secondary"
                size="sm"
                aria-label={t.removeLabel(index + 1)}
                onClick={() => {
                  // The picker takes the focus (enabled again once a full review lost one).
                  flushSync(() => state.remove(photo.id));
                  picker.current?.focus();
                }}
              >
                {t.remove}
              </Button>
            </li>
          ))}
          {uploads.map((upload) => (
            <li key={upload.key} className="review-photos__item">
              <span className="review-photos__thumb">
                <progress
                  max={1}
                  value={upload.progress}
                  aria-label={t.uploadingNamed(upload.name)}
                />
              </span>
              <span aria-hidden="true">{t.uploading}</span>
            </li>
          ))}
        </ol>
      )}
      <label className="vt-button review-photos__pick" data-variant="secondary" data-size="sm">
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={state.full}
          aria-describedby={refusals.length > 0 ? `${id}-hint ${id}-refused` : `${id}-hint`}
          onChange={(event) => {
            state.choose([...(event.target.files ?? [])]);
            // The same file may be chosen again (after its removal).
            event.target.value = '';
          }}
        />
        {t.pick}
      </label>
      <div className="review-photos__said">
        <p role="status">{uploads.length > 0 ? t.uploading : state.notice}</p>
        <div id={`${id}-refused`} role="alert">
          {refusals.map((message, index) => (
            <p key={index} className="review-form__error">
              {message}
            </p>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
