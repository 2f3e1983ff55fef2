import { errorSchema } from '@vitrine/contract/common';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD } from '@vitrine/contract/images';
import { bodyLimit } from 'hono/body-limit';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { assetsBaseUrl, renditionPath, toRendition } from '../../lib/asset-paths.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { judgeImage, tooLarge } from './judge.ts';
import { findBySource, type SavedImage } from './reads.ts';
import { encodeRenditions } from './renditions.ts';
import { saveImage } from './writes.ts';

// One upload through the image pipeline, for every route that takes one (a seller's `POST
// /images`, a buyer's review photo): the body read no further than the limit, the file judged
// by its bytes (never its name nor its declared type), re-encoded to WebP and AVIF by width,
// and saved against the store's image storage.

// The multipart envelope around one file (boundaries, the part's headers and a few short
// fields) is a few hundred bytes; this leaves room for it and nothing like a second file.
const MAX_UPLOAD_BODY = IMAGE_MAX_BYTES + 16 * 1024;

/**
 * Stops reading an upload as soon as it passes the limit (hono's bodyLimit counts the stream,
 * or refuses at once by Content-Length): nothing bigger is ever buffered. Thrown, not returned,
 * so it crosses the routes' auth middleware to the app's error handler; the rest of the body is
 * never read, so the connection cannot carry another request.
 */
export const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY,
  onError: () => {
    throw tooLarge({ Connection: 'close' });
  },
});

/** What an upload's route may answer besides the usual errors. */
export const imageUploadErrors = {
  413: jsonContent(errorSchema, 'Maior que 10 MB.'),
  415: jsonContent(errorSchema, 'Não é JPEG, PNG, WebP nem AVIF (SVG nunca).'),
  422: jsonContent(errorSchema, 'Ilegível ou maior que 40 megapixels.'),
};

/** The form's file (`IMAGE_UPLOAD_FIELD`) as bytes: 400 without one, 413 past the limit. */
export async function uploadedBytes(form: Record<string, unknown>): Promise<Uint8Array> {
  const file = form[IMAGE_UPLOAD_FIELD];
  if (!(file instanceof File)) throw badRequest('image_missing', 'Escolha uma imagem para enviar.');
  if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * The store's image of these bytes: the one made before from the same bytes, or a new one
 * judged (415/422 for what is not a picture) and encoded. Counted in the store's storage.
 */
export async function acceptImage(
  deps: Pick<AppDeps, 'db' | 'imageStore' | 'config'>,
  storeId: string,
  bytes: Uint8Array,
): Promise<SavedImage> {
  const sourceHash = createHash('sha256').update(bytes).digest('hex');
  const made = await findBySource(deps.db, storeId, sourceHash);
  if (made) return made;
  const judged = await judgeImage(bytes);
  const renditions = await encodeRenditions(storeId, bytes, judged.width);
  return saveImage(
    deps.db,
    deps.imageStore,
    { storeId, sourceHash, width: judged.width, height: judged.height },
    renditions,
    deps.config,
  );
}

/** An image as the answers give it: its sizes, the widest WebP as `src`, every rendition. */
export function toUploaded(
  config: Parameters<typeof assetsBaseUrl>[0],
  storeId: string,
  image: SavedImage,
) {
  const base = assetsBaseUrl(config, storeId);
  const widestWebp = image.renditions.filter((r) => r.format === 'webp').at(-1);
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    src: widestWebp ? `${base}/${renditionPath(widestWebp)}` : '',
    renditions: image.renditions.map((r) => toRendition(base, r)),
  };
}
