import {
  IMAGE_UPLOAD_FIELD,
  uploadedImageSchema,
  type UploadedImage,
} from '@vitrine/contract/images';
import type { ApiClient } from '../client.ts';
import { sendUpload, type UploadOptions } from '../upload.ts';

export type UploadImageOptions = UploadOptions;

/**
 * POST {apiBase}/images, multipart with one file: the image's id and its WebP/AVIF renditions
 * (contract images.ts), with the upload's progress (upload.ts).
 */
export function uploadImage(
  client: ApiClient,
  file: Blob,
  options: UploadImageOptions = {},
): Promise<UploadedImage> {
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file);
  return sendUpload(client, 'images', form, uploadedImageSchema, options);
}
