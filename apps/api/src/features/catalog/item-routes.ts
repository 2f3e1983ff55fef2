import { createRoute } from '@hono/zod-openapi';
import { productSchema, slugParamsSchema } from '@vitrine/contract/catalog';
import type { Feature } from '../../http/context.ts';
import { catalogReads } from '../../http/store-shown.ts';
import { notFound } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { jsonContent, storeShown } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { findBySlug } from './reads.ts';
import { toProduct } from './serialize.ts';

const KINDS = {
  product: {
    path: '/products/{slug}',
    tag: 'Produtos',
    noun: 'Produto',
    message: 'Produto não encontrado.',
  },
  service: {
    path: '/services/{slug}',
    tag: 'Serviços',
    noun: 'Serviço',
    message: 'Serviço não encontrado.',
  },
} as const;

/** spec §2 /produto/{slug} and /servico/{slug}: one item with its variations. */
export const registerItems: Feature = (app, deps) => {
  for (const kind of ['product', 'service'] as const) {
    const { path, tag, noun, message } = KINDS[kind];
    app.openapi(
      createRoute({
        method: 'get',
        path,
        tags: [tag],
        summary: `${noun} pelo slug, com variações, preços e estoque`,
        middleware: storeShown.middleware,
        request: { params: slugParamsSchema, headers: storeShown.headers },
        responses: { 200: jsonContent(productSchema, noun), ...storeShown.errors },
      }),
      async (c) => {
        const store = c.get('store');
        const row = await findBySlug(catalogReads(c), store.id, kind, c.req.valid('param').slug);
        if (!row) throw notFound(message, `${kind}_not_found`);
        cachePublicly(c);
        return c.json(toProduct(row, assetsBaseUrl(deps.config, store.id)), 200);
      },
    );
  }
};
