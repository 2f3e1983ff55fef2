import { createRoute } from '@hono/zod-openapi';
import {
  bannerBodySchema,
  bannerOrderBodySchema,
  bannerParamsSchema,
  sellerBannerListSchema,
  sellerBannerSchema,
} from '@vitrine/contract/banners';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf, assetsBaseOf } from '../../lib/audit-actor.ts';
import { toSellerBanner } from './serialize.ts';
import { listStoreBanners } from './reads.ts';
import { createBanner, deleteBanner, reorderBanners, updateBanner } from './writes.ts';

/**
 * Configurações → Banners: the home's hero and the slider. The store is the session's; images
 * come from `POST /images`. The storefront shows a banner only while active and inside its
 * start and end (stores/reads.ts), its caches capped by the next of those instants.
 */
export const registerBanners: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const banner = jsonContent(sellerBannerSchema, 'O banner.');
  const list = jsonContent(sellerBannerListSchema, 'Os banners da loja, na ordem em que aparecem.');

  const answerList = async (storeId: string) => {
    const rows = await listStoreBanners(deps.db, storeId);
    const now = deps.now();
    return { items: rows.map((row) => toSellerBanner(row, assetsBaseOf(deps, storeId), now)) };
  };

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/banners',
      summary:
        'Todos os banners da loja, com a situação de cada um (agendado, no ar, encerrado, pausado).',
      responses: { 200: list, ...errorResponses },
    }),
    async (c) => c.json(await answerList(c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/banners',
      summary:
        'Cria um banner (no fim da ordem). Link: caminho da loja ou http(s); fim depois do início.',
      request: jsonBody(bannerBodySchema),
      responses: { 201: banner, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const ctx = { db: deps.db, actor, base: assetsBaseOf(deps, actor.storeId) };
      const row = await createBanner(ctx, c.req.valid('json'));
      return c.json(toSellerBanner(row, ctx.base, deps.now()), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/banners/order',
      summary:
        'Reordena os banners: a lista com todos os banners da loja, o primeiro é o destaque da página inicial.',
      request: jsonBody(bannerOrderBodySchema),
      responses: { 200: list, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      await reorderBanners({ db: deps.db, actor }, c.req.valid('json').ids);
      return c.json(await answerList(actor.storeId), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/banners/{id}',
      summary: 'Substitui os campos de um banner (a posição fica).',
      request: { params: bannerParamsSchema, ...jsonBody(bannerBodySchema) },
      responses: { 200: banner, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const ctx = { db: deps.db, actor, base: assetsBaseOf(deps, actor.storeId) };
      const row = await updateBanner(ctx, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toSellerBanner(row, ctx.base, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/settings/banners/{id}',
      summary: 'Exclui um banner.',
      request: { params: bannerParamsSchema },
      responses: { 204: { description: 'Excluído.' }, ...errorResponses },
    }),
    async (c) => {
      await deleteBanner({ db: deps.db, actor: actorOf(c) }, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
};
