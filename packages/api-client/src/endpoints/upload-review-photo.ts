import { IMAGE_UPLOAD_FIELD } from '@vitrine/contract/images';
import {
  reviewPhotoSchema,
  type ReviewPhoto,
  type ReviewPhotoForm,
} from '@vitrine/contract/reviews';
import type { ApiClient } from '../client.ts';
import { sendUpload, type UploadOptions } from '../upload.ts';

/**
 * POST {apiBase}/reviews/photos, multipart: one photo for the review of one product of a
 * delivered order, sent by whoever may review it (the invitation's `token`, or the `order_code`
 * with the buyer's session). Its `id` goes in the review's `photos`. 413 too large, 415 not an
 * image, 422 unreadable, 409 `review_photos_limit` and the review's own refusals
 * (`already_reviewed`, `not_delivered`, `not_in_order`), 403 `not_buyer`, 404 `invite_invalid`.
 */
export function uploadReviewPhoto(
  client: ApiClient,
  fields: ReviewPhotoForm,
  file: Blob,
  options: UploadOptions = {},
): Promise<ReviewPhoto> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  form.append(IMAGE_UPLOAD_FIELD, file);
  return sendUpload(client, 'reviews/photos', form, reviewPhotoSchema, options);
}
