import { createRoute } from '@hono/zod-openapi';
import { slugParamsSchema } from '@vitrine/contract/catalog';
import { contentPageListSchema, contentPageSchema } from '@vitrine/contract/pages';
import { and, asc, eq } from 'drizzle-orm';
import { pages } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { jsonContent, storeReadErrors, storeScoped } from '../../lib/openapi.ts';

export const registerPages: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/pages',
      tags: ['Páginas'],
      summary:
        'Links do rodapé: as páginas publicadas que a loja escolheu mostrar nele, na ordem escolhida',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers },
      responses: { 200: jsonContent(contentPageListSchema, 'Páginas'), ...storeReadErrors },
    }),
    async (c) => {
      const rows = await deps.db
        .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt })
        .from(pages)
        .where(
          and(
            eq(pages.storeId, c.get('store').id),
            eq(pages.published, true),
            eq(pages.inFooter, true),
          ),
        )
        .orderBy(asc(pages.footerPosition), asc(pages.title));
      cachePublicly(c);
      const items = rows.map(({ slug, title, updatedAt }) => ({
        slug,
        title,
        updated_at: updatedAt.toISOString(),
      }));
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/pages/{slug}',
      tags: ['Páginas'],
      summary:
        'Página de conteúdo publicada pelo slug (spec §2 /paginas/{slug}); um rascunho responde 404. HTML da loja, a sanitizar',
      middleware: storeScoped.middleware,
      request: { params: slugParamsSchema, headers: storeScoped.headers },
      responses: { 200: jsonContent(contentPageSchema, 'Página'), ...storeReadErrors },
    }),
    async (c) => {
      const [page] = await deps.db
        .select()
        .from(pages)
        .where(
          and(
            eq(pages.storeId, c.get('store').id),
            eq(pages.slug, c.req.valid('param').slug),
            eq(pages.published, true),
          ),
        )
        .limit(1);
      if (!page) throw notFound('Página não encontrada.', 'page_not_found');
      cachePublicly(c);
      const { id, slug, title, html, updatedAt } = page;
      return c.json({ _id: id, slug, title, html, updated_at: updatedAt.toISOString() }, 200);
    },
  );
};
