import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_FIELD, uploadedImageSchema } from '@vitrine/contract/images';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { createHash } from 'node:crypto';
import type { Feature } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { assetsBaseUrl, renditionPath, toRendition } from '../../lib/asset-paths.ts';
import { bearerSecurity, requireCatalogSeller, type AuthEnv } from '../../http/auth.ts';
import { judgeImage, tooLarge } from './judge.ts';
import { encodeRenditions } from './renditions.ts';
import { findBySource, type SavedImage } from './reads.ts';
import { saveImage } from './writes.ts';
import type { ImageStore } from './image-store.ts';

export const IMAGE_UPLOAD_PATH = '/images';

// The multipart envelope around one file (boundaries, the part's headers) is a few hundred
// bytes; this leaves room for it and nothing like a second file.
const MAX_UPLOAD_BODY = IMAGE_MAX_BYTES + 16 * 1024;

/**
 * Stops reading an upload as soon as it passes the limit (hono's bodyLimit counts the stream,
 * or refuses at once by Content-Length): nothing bigger is ever buffered. Behind requireCatalogSeller,
 * so only a seller's body is read at all.
 */
const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY,
  // Thrown, not returned, so it crosses requireCatalogSeller to the app's error handler. The rest of
  // the body is never read: the connection cannot carry another request.
  onError: () => {
    throw tooLarge({ Connection: 'close' });
  },
});
const sellerUpload = createMiddleware<AuthEnv>(async (c, next) => {
  await requireCatalogSeller(c, async () => {
    await uploadLimit(c, next);
  });
});

const formSchema = z.object({
  [IMAGE_UPLOAD_FIELD]: z.any().optional().openapi({ type: 'string', format: 'binary' }),
});

export function registerImageUpload(store: ImageStore): Feature {
  return (app, deps) => {
    app.openapi(
      createRoute({
        method: 'post',
        path: IMAGE_UPLOAD_PATH,
        tags: ['Imagens'],
        summary:
          'Envia uma imagem (JPEG, PNG, WebP ou AVIF, até 10 MB e 40 megapixels) e recebe as versões WebP e AVIF por largura.',
        security: bearerSecurity,
        middleware: sellerUpload,
        request: {
          body: { required: true, content: { 'multipart/form-data': { schema: formSchema } } },
        },
        responses: {
          201: jsonContent(uploadedImageSchema, 'A imagem e suas versões.'),
          ...errorResponses,
          413: jsonContent(errorSchema, 'Maior que 10 MB.'),
          415: jsonContent(errorSchema, 'Não é JPEG, PNG, WebP nem AVIF (SVG nunca).'),
          422: jsonContent(errorSchema, 'Ilegível ou maior que 40 megapixels.'),
        },
      }),
      async (c) => {
        const file = c.req.valid('form')[IMAGE_UPLOAD_FIELD] as unknown;
        if (!(file instanceof File)) {
          throw badRequest('image_missing', 'Escolha uma imagem para enviar.');
        }
        if (file.size > IMAGE_MAX_BYTES) throw tooLarge();
        const bytes = new Uint8Array(await file.arrayBuffer());
        const storeId = c.get('session').storeId;
        const sourceHash = createHash('sha256').update(bytes).digest('hex');
        const saved =
          (await findBySource(deps.db, storeId, sourceHash)) ??
          (await encodeAndSave(bytes, { storeId, sourceHash }));
        return c.json(toUploaded(assetsBaseUrl(deps.config, storeId), saved), 201);
      },
    );

    async function encodeAndSave(
      bytes: Uint8Array,
      upload: { storeId: string; sourceHash: string },
    ) {
      const judged = await judgeImage(bytes);
      const renditions = await encodeRenditions(upload.storeId, bytes, judged.width);
      return saveImage(
        deps.db,
        store,
        { ...upload, width: judged.width, height: judged.height },
        renditions,
        deps.config,
      );
    }
  };
}

function toUploaded(base: string, image: SavedImage) {
  const widestWebp = image.renditions.filter((r) => r.format === 'webp').at(-1);
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    src: widestWebp ? `${base}/${renditionPath(widestWebp)}` : '',
    renditions: image.renditions.map((r) => toRendition(base, r)),
  };
}
