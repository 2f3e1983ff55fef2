import { createRoute } from '@hono/zod-openapi';
import {
  categoryListingQuerySchema,
  categoryListingSchema,
  slugParamsSchema,
} from '@vitrine/contract/catalog';
import { categoryTreeSchema, productRedirectSchema } from '@vitrine/contract/shelf';
import type { Feature } from '../../http/context.ts';
import { catalogReads } from '../../http/store-shown.ts';
import { notFound } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { jsonContent, storeShown } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { listCategory } from './category-listing.ts';
import { shelfCategories, toCategoryTree } from './category-tree.ts';
import { pageInfo } from './listings.ts';
import { findRedirect } from './reads.ts';
import { toSummary } from './serialize.ts';
import { shelfAnswer, shelfKey } from './shelf-cache.ts';

const CATEGORY_NOT_FOUND = 'Categoria não encontrada.';

/** The storefront's shelves: the department menu, a page per category, former product slugs. */
export const registerShelves: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/categories',
      tags: ['Catálogo'],
      summary: 'Departamentos e suas categorias (menu da loja), só os que têm produtos ativos',
      middleware: storeShown.middleware,
      request: { headers: storeShown.headers },
      responses: {
        200: jsonContent(categoryTreeSchema, 'Árvore de categorias'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const storeId = c.get('store').id;
      const tree = await shelfAnswer(deps, shelfKey(storeId, c.req.url), async () =>
        toCategoryTree(await shelfCategories(catalogReads(c), storeId)),
      );
      cachePublicly(c);
      return c.json(tree, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/categories/{slug}',
      tags: ['Catálogo'],
      summary:
        'Produtos de uma categoria ou departamento (spec §2 /categoria/{slug}), com filtros e contagens',
      middleware: storeShown.middleware,
      request: {
        params: slugParamsSchema,
        query: categoryListingQuerySchema,
        headers: storeShown.headers,
      },
      responses: {
        200: jsonContent(categoryListingSchema, 'Categoria, produtos e filtros'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const store = c.get('store');
      const { page, per_page: perPage, sort, ...filters } = c.req.valid('query');
      const slug = c.req.valid('param').slug;
      const answer = await shelfAnswer(deps, shelfKey(store.id, c.req.url), async () => {
        const found = await listCategory(catalogReads(c), {
          storeId: store.id,
          slug,
          sort,
          page,
          perPage,
          filters,
        });
        if (!found) return null;
        const base = assetsBaseUrl(deps.config, store.id);
        return {
          category: found.category,
          department: found.department,
          items: found.rows.map((row) => toSummary(row, base)),
          ...pageInfo(found.total, page, perPage),
          sort,
          facets: found.facets,
        };
      });
      if (!answer) throw notFound(CATEGORY_NOT_FOUND, 'category_not_found');
      cachePublicly(c);
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/product-redirects/{slug}',
      tags: ['Produtos'],
      summary: 'O slug atual de um produto pelo slug antigo (a loja responde 301)',
      middleware: storeShown.middleware,
      request: { params: slugParamsSchema, headers: storeShown.headers },
      responses: {
        200: jsonContent(productRedirectSchema, 'Slug atual do produto'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const slug = await findRedirect(
        catalogReads(c),
        c.get('store').id,
        c.req.valid('param').slug,
      );
      if (!slug) throw notFound('Produto não encontrado.', 'product_not_found');
      cachePublicly(c);
      return c.json({ slug }, 200);
    },
  );
};
