import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_UPLOAD_FIELD, uploadedImageSchema } from '@vitrine/contract/images';
import { createMiddleware } from 'hono/factory';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller, type AuthEnv } from '../../http/auth.ts';
import {
  acceptImage,
  imageUploadErrors,
  toUploaded,
  uploadedBytes,
  uploadLimit,
} from './upload.ts';

export const IMAGE_UPLOAD_PATH = '/images';

/** Behind requireCatalogSeller, so only a seller's body is read at all. */
const sellerUpload = createMiddleware<AuthEnv>(async (c, next) => {
  await requireCatalogSeller(c, async () => {
    await uploadLimit(c, next);
  });
});

const formSchema = z.object({
  [IMAGE_UPLOAD_FIELD]: z.any().optional().openapi({ type: 'string', format: 'binary' }),
});

export const registerImageUpload: Feature = (app, deps) => {
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
        ...imageUploadErrors,
      },
    }),
    async (c) => {
      const bytes = await uploadedBytes(c.req.valid('form'));
      const storeId = c.get('session').storeId;
      const saved = await acceptImage(deps, storeId, bytes);
      return c.json(toUploaded(deps.config, storeId, saved), 201);
    },
  );
};
