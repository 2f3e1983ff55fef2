import { z } from './zod.ts';
import { imageRenditionSchema } from './common.ts';

/** What an upload may be (spec: JPEG, PNG, WebP, AVIF; never SVG), judged by its bytes. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The widths every upload is re-encoded to (never wider than the original). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
/** The multipart field of `POST /images` that carries the file (one per request). */
export const IMAGE_UPLOAD_FIELD = 'file';

/** The answer to an upload: the image's id, its size after orientation, and its renditions. */
export const uploadedImageSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  /** The widest WebP rendition: the `src` a page falls back to. */
  src: z.string(),
  renditions: z.array(imageRenditionSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
