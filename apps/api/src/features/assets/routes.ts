import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { jsonContent } from '../../lib/openapi.ts';
import { storeAssetsDir } from '../../lib/asset-paths.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

// Exactly two segments under the store folder, each from a closed alphabet: no '..', no
// absolute path, no hidden file can be named, so nothing outside the folder is reachable.
const paramsSchema = z.object({
  storeId: z.uuid(),
  folder: z.string().regex(/^[a-z0-9-]{1,40}$/),
  file: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,150}\.(svg|png|webp|jpe?g)$/),
});

/** Serves `/{PUBLIC_FOLDER}/stores/{storeId}/{folder}/{file}` (spec §7) from ASSETS_DIR. */
export const registerAssets: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: `/${deps.config.PUBLIC_FOLDER}/stores/{storeId}/{folder}/{file}`,
      tags: ['Arquivos'],
      summary: 'Imagem de uma loja (em desenvolvimento; em produção, a CDN)',
      request: { params: paramsSchema },
      responses: {
        200: { description: 'O arquivo', content: { 'image/*': { schema: z.string() } } },
        304: { description: 'Não modificado (If-None-Match)' },
        404: jsonContent(errorSchema, 'Arquivo inexistente'),
      },
    }),
    async (c) => {
      const { storeId, folder, file } = c.req.valid('param');
      const path = join(storeAssetsDir(deps.config, storeId), folder, file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) throw notFound('Arquivo não encontrado.');
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers: Record<string, string> = {
        ETag: etag,
        // Seeded names are stable but their content may be regenerated: revalidate daily.
        'Cache-Control': 'public, max-age=86400',
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        // An SVG opened directly must not run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(await readFile(path)), 200, headers);
    },
  );
};
