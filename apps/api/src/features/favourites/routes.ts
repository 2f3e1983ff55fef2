import { createRoute } from '@hono/zod-openapi';
import {
  favouriteIdsSchema,
  favouriteListSchema,
  favouriteLookupBodySchema,
  favouriteParamsSchema,
  priceAlertsBodySchema,
  priceAlertsSchema,
  priceAlertsUnsubscribeBodySchema,
} from '@vitrine/contract/favourites';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';
import { assetsBaseOf } from '../../lib/audit-actor.ts';
import { consentClientOf } from '../../lib/consents.ts';
import { errorResponses, jsonBody, jsonContent, storeScoped } from '../../lib/openapi.ts';
import { favouriteIdsAmong, listFavourites, type Owner, priceAlertsOf } from './reads.ts';
import { toFavourite, toPriceAlerts } from './serialize.ts';
import { addFavourite, removeFavourite, setPriceAlerts, unsubscribeByToken } from './writes.ts';

/**
 * A shopper's favourites (/minha-conta/favoritos, the hearts) and their price-drop e-mails.
 * The shopper is the session's and the store the X-Store-Id's (requireCustomer refuses a
 * session of another store): nothing of either comes from a body or a path.
 */
export const registerFavourites: Feature = (app, deps) => {
  const base = { tags: ['Favoritos'], security: bearerSecurity, middleware: requireCustomer };
  const byId = { params: favouriteParamsSchema };
  const alerts = jsonContent(priceAlertsSchema, 'Os avisos de preço.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/customers/me/favourites',
      summary: 'Os favoritos do cliente, os mais recentes primeiro, com preço e estoque de agora.',
      responses: { 200: jsonContent(favouriteListSchema, 'Os favoritos.'), ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const rows = await listFavourites(deps.db, owner);
      const assets = assetsBaseOf(deps, owner.storeId);
      return c.json({ items: rows.map((row) => toFavourite(row, assets)) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/customers/me/favourites/lookup',
      summary: 'Quais destes produtos (os cartões de uma página) são favoritos. Só lê.',
      request: jsonBody(favouriteLookupBodySchema),
      responses: {
        200: jsonContent(favouriteIdsSchema, 'Os favoritos entre eles.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const { product_ids } = c.req.valid('json');
      return c.json({ product_ids: await favouriteIdsAmong(deps.db, owner, product_ids) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/customers/me/favourites/{id}',
      summary: 'Adiciona um produto aos favoritos (de novo: nada muda).',
      description:
        'Produto de outra loja, desconhecido ou fora da loja (rascunho, arquivado): 404. Mais de 500 favoritos: 409 too_many_favourites.',
      request: byId,
      responses: { 204: { description: 'É favorito.' }, ...errorResponses },
    }),
    async (c) => {
      await addFavourite(deps.db, ownerOf(c.get('session')), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/customers/me/favourites/{id}',
      summary: 'Tira um produto dos favoritos (de novo: nada muda).',
      request: byId,
      responses: { 204: { description: 'Não é mais favorito.' }, ...errorResponses },
    }),
    async (c) => {
      await removeFavourite(deps.db, ownerOf(c.get('session')), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/customers/me/price-alerts',
      summary: 'Se o cliente quer e-mail quando um favorito baixa de preço, e desde quando.',
      responses: { 200: alerts, ...errorResponses },
    }),
    async (c) => {
      const row = await priceAlertsOf(deps.db, ownerOf(c.get('session')));
      if (!row) throw unauthorized();
      return c.json(toPriceAlerts(row.since), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/customers/me/price-alerts',
      summary: 'Liga ou desliga os e-mails de preço dos favoritos (o consentimento é registrado).',
      request: jsonBody(priceAlertsBodySchema),
      responses: { 200: alerts, ...errorResponses },
    }),
    async (c) => {
      const since = await setPriceAlerts(deps.db, ownerOf(c.get('session')), {
        enabled: c.req.valid('json').enabled,
        source: 'account',
        client: consentClientOf(c),
        now: deps.now(),
      });
      return c.json(toPriceAlerts(since), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/price-alerts/unsubscribe',
      tags: ['Favoritos'],
      summary: 'Desliga os e-mails de preço pelo link do e-mail, sem entrar na conta.',
      description:
        'O token do link identifica o cliente desta loja; seguir o link de novo não muda nada. Token desconhecido, vencido ou de outra loja: 404 unsubscribe_invalid.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, ...jsonBody(priceAlertsUnsubscribeBodySchema) },
      responses: { 200: alerts, ...errorResponses },
    }),
    async (c) => {
      const since = await unsubscribeByToken(
        deps.db,
        c.get('store').id,
        c.req.valid('json').token,
        consentClientOf(c),
        deps.now(),
      );
      return c.json(toPriceAlerts(since), 200);
    },
  );
};

function ownerOf(session: { storeId: string; accountId: string }): Owner {
  return { storeId: session.storeId, customerId: session.accountId };
}
