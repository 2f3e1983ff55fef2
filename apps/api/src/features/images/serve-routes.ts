import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { IMMUTABLE, RENDITION_CONTENT_TYPES, type ImageStore } from './image-store.ts';

const paramsSchema = z.object({
  storeId: z.uuid(),
  file: z.string().regex(/^[0-9a-f]{64}\.(webp|avif)$/),
});

/**
 * Serves a rendition by the hash of its bytes: a URL that never changes what it names, so any
 * cache may keep it a year without asking again. Public (the storefront's pictures), but only
 * under its own store's path: another store's hash there is a 404 (renditionHash).
 */
export function registerImageServing(store: ImageStore): Feature {
  return (app, deps) => {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/${deps.config.PUBLIC_FOLDER}/stores/{storeId}/images/{file}`,
        tags: ['Imagens'],
        summary:
          'Uma versão de imagem enviada, pelo hash do seu conteúdo (cache imutável de 1 ano).',
        request: { params: paramsSchema },
        responses: {
          200: { description: 'A imagem', content: { 'image/*': { schema: z.string() } } },
          304: { description: 'Não modificada (If-None-Match)' },
          404: jsonContent(errorSchema, 'Imagem inexistente.'),
        },
      }),
      async (c) => {
        const { storeId, file } = c.req.valid('param');
        const [hash, extension] = file.split('.') as [string, 'webp' | 'avif'];
        const etag = `"${hash}"`;
        const headers = {
          ETag: etag,
          'Cache-Control': IMMUTABLE,
          'Content-Type': RENDITION_CONTENT_TYPES[extension],
          // A browser must take it for the image it is declared to be, whatever it looks like.
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        };
        if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
        const found = await store.get(storeId, hash);
        if (!found || found.format !== extension) throw notFound('Imagem não encontrada.');
        return c.body(found.bytes, 200, headers);
      },
    );
  };
}
