import type { ReviewPhoto, ReviewPhotoForm } from '@vitrine/contract/reviews';
import { useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { reviewPhotoMessages as t } from '../messages.ts';

/**
 * The contract's limits (REVIEW_PHOTOS.perReview, IMAGE_MAX_BYTES), handed down by the page's
 * loader: importing them here would bring the contract's schemas (zod) into the page's JS.
 */
export type PhotoLimits = { perReview: number; maxBytes: number };

/** Who sends the photos: the invitation's token, or the order's code with the buyer's session. */
export type ReviewBy = Omit<ReviewPhotoForm, 'product_id'>;

/** A photo on its way up: its share sent, 0 to 1. */
export type PhotoUpload = { key: string; name: string; progress: number };

let next = 0;

/**
 * A review's photos: each file chosen goes up at once, on its own request, and joins the review
 * (in the order they arrive, the order shown and sent) when the API has made its sizes. A file
 * over the size limit, or past the review's count, is refused here without sending it; the API
 * judges the rest (its refusal is said in its words). Removing a photo only takes it off the
 * review: the API keeps the upload, counted toward the product's limit.
 */
export function useReviewPhotos(by: ReviewBy, productId: string, limits: PhotoLimits) {
  const api = useBrowserApi();
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const progress = (key: string, fraction: number | null) =>
    setUploads((list) =>
      fraction === null
        ? list.filter((upload) => upload.key !== key)
        : list.map((upload) => (upload.key === key ? { ...upload, progress: fraction } : upload)),
    );

  async function upload(file: File, key: string) {
    try {
      const { uploadReviewPhoto } = await import('@vitrine/api-client/upload-review-photo');
      const fields = { ...by, product_id: productId };
      const photo = await uploadReviewPhoto(await api.client(), fields, file, {
        onProgress: (fraction) => progress(key, fraction),
      });
      setPhotos((list) => [...list, photo]);
      setNotice(t.uploaded);
    } catch (error) {
      const { toApiError } = await import('@vitrine/api-client/errors');
      const failure = toApiError(error);
      const said =
        failure.status >= 400 && failure.status < 500
          ? t.refused(file.name, failure.message)
          : t.failed(file.name);
      setErrors((list) => [...list, said]);
    } finally {
      progress(key, null);
    }
  }

  function choose(files: File[]) {
    const said: string[] = [];
    const fitting = files.filter((file) => {
      if (file.size <= limits.maxBytes) return true;
      said.push(t.tooLarge(file.name, limits.maxBytes));
      return false;
    });
    const room = Math.max(0, limits.perReview - photos.length - uploads.length);
    if (fitting.length > room) said.push(t.tooMany(limits.perReview));
    const taken = fitting.slice(0, room).map((file) => ({ file, key: `review-photo-${++next}` }));
    setErrors(said);
    setNotice('');
    setUploads((list) => [
      ...list,
      ...taken.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
    ]);
    for (const { file, key } of taken) void upload(file, key);
  }

  function remove(id: string) {
    setPhotos((list) => list.filter((photo) => photo.id !== id));
    setErrors([]);
    setNotice(t.removed);
  }

  return {
    photos,
    uploads,
    errors,
    notice,
    full: photos.length + uploads.length >= limits.perReview,
    choose,
    remove,
  };
}

export type ReviewPhotos = ReturnType<typeof useReviewPhotos>;
