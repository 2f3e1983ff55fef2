import { createRoute } from '@hono/zod-openapi';
import {
  homeSchema,
  searchQuerySchema,
  searchResultSchema,
  serviceListQuerySchema,
  serviceListSchema,
  sitemapItemListSchema,
  sitemapItemsQuerySchema,
  slugParamsSchema,
} from '@vitrine/contract/catalog';
import type { Feature } from '../../http/context.ts';
import { catalogReads } from '../../http/store-shown.ts';
import { notFound } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { jsonContent, storeShown } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { bannersAt } from '../stores/banner-window.ts';
import { activeBanners } from '../stores/reads.ts';
import { toBanner } from '../stores/serialize.ts';
import { homeListings, pageInfo, servicesOfCategory, sitemapItems } from './listings.ts';
import { searchCatalog } from './search.ts';
import { shelfAnswer, shelfKey } from './shelf-cache.ts';
import { toCategory, toSummary } from './serialize.ts';

export const registerListings: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/home',
      tags: ['Catálogo'],
      summary: 'Página inicial: banners, destaques, novidades e categorias',
      middleware: storeShown.middleware,
      request: { headers: storeShown.headers },
      responses: { 200: jsonContent(homeSchema, 'Página inicial'), ...storeShown.errors },
    }),
    async (c) => {
      const store = c.get('store');
      const base = assetsBaseUrl(deps.config, store.id);
      const lists = await homeListings(catalogReads(c), store.id);
      const now = deps.now();
      const { live: banners, until } = bannersAt(
        await activeBanners(catalogReads(c), store.id),
        now,
      );
      cachePublicly(c, { until, now });
      return c.json(
        {
          banners: banners.map((row) => toBanner(row, base)),
          featured_products: lists.featuredProducts.map((row) => toSummary(row, base)),
          featured_services: lists.featuredServices.map((row) => toSummary(row, base)),
          new_arrivals: lists.newArrivals.map((row) => toSummary(row, base)),
          categories: lists.menu.map(toCategory),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/service-categories/{slug}',
      tags: ['Serviços'],
      summary: 'Listagem de serviços de uma categoria (spec §2 /servicos/{slug}), paginada',
      middleware: storeShown.middleware,
      request: {
        params: slugParamsSchema,
        query: serviceListQuerySchema,
        headers: storeShown.headers,
      },
      responses: {
        200: jsonContent(serviceListSchema, 'Categoria e serviços'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const store = c.get('store');
      const { page, per_page: perPage } = c.req.valid('query');
      const found = await servicesOfCategory(catalogReads(c), store.id, c.req.valid('param').slug, {
        page,
        perPage,
      });
      if (!found) throw notFound('Categoria de serviços não encontrada.', 'category_not_found');
      const base = assetsBaseUrl(deps.config, store.id);
      cachePublicly(c);
      return c.json(
        {
          category: toCategory(found.category),
          items: found.rows.map((row) => toSummary(row, base)),
          ...pageInfo(found.total, page, perPage),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search',
      tags: ['Catálogo'],
      summary:
        'Busca em português (acentos e plurais), por relevância, preço ou novidade, com filtros e contagens',
      middleware: storeShown.middleware,
      request: { query: searchQuerySchema, headers: storeShown.headers },
      responses: { 200: jsonContent(searchResultSchema, 'Resultados'), ...storeShown.errors },
    }),
    async (c) => {
      const store = c.get('store');
      const { q, sort, kind, page, per_page: perPage, ...filters } = c.req.valid('query');
      const answer = await shelfAnswer(deps, shelfKey(store.id, c.req.url), async () => {
        const found = await searchCatalog(catalogReads(c), {
          storeId: store.id,
          q,
          sort,
          kind,
          page,
          perPage,
          filters,
        });
        const base = assetsBaseUrl(deps.config, store.id);
        return {
          items: found.rows.map((row) => toSummary(row, base)),
          ...pageInfo(found.total, page, perPage),
          query: q,
          sort,
          fuzzy: found.fuzzy,
          facets: found.facets,
        };
      });
      cachePublicly(c);
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sitemap-items',
      tags: ['Catálogo'],
      summary:
        'Todos os produtos e serviços visíveis da loja, por slug, para o sitemap (por cursor)',
      middleware: storeShown.middleware,
      request: { query: sitemapItemsQuerySchema, headers: storeShown.headers },
      responses: {
        200: jsonContent(sitemapItemListSchema, 'Itens e cursor da próxima página'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const { after, limit } = c.req.valid('query');
      const found = await sitemapItems(catalogReads(c), c.get('store').id, { after, limit });
      cachePublicly(c);
      return c.json({ items: found.items, next_cursor: found.nextCursor }, 200);
    },
  );
};
