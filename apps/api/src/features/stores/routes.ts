import { createRoute } from '@hono/zod-openapi';
import {
  storeByHostQuerySchema,
  storeDataSchema,
  storeResponseSchema,
} from '@vitrine/contract/stores';
import type { Feature } from '../../http/context.ts';
import { cachePublicly, servedWhileSuspended } from '../../http/store-context.ts';
import { errorResponses, jsonContent, storeReadErrors, storeScoped } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { BY_HOST_CACHE, storeAnswer } from './answer.ts';
import { cardGatewayOf } from './card-gateway.ts';
import { normalizeHost } from '../../lib/host.ts';
import { readHost } from './reads.ts';
import { toStoreData } from './serialize.ts';

export const registerStores: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/stores/by-host',
      tags: ['Lojas'],
      summary: 'Loja atendida num host (spec §3), com payment_default e banners',
      description:
        'Sem loja para o host: 200 com `notFound: true` e nulos (→ /loja-nao-encontrada).',
      request: { query: storeByHostQuerySchema },
      responses: {
        200: jsonContent(storeResponseSchema, 'A loja'),
        400: errorResponses[400],
      },
    }),
    async (c) => {
      const host = normalizeHost(c.req.valid('query').host);
      return c.json(storeAnswer(c, deps, await readHost(deps.db, host), BY_HOST_CACHE), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/stores/current',
      tags: ['Lojas'],
      summary: 'Dados públicos da loja do cabeçalho X-Store-Id',
      // The office shows a suspended store's name and look over its read-only screens.
      middleware: [servedWhileSuspended, ...storeScoped.middleware],
      request: { headers: storeScoped.headers },
      responses: { 200: jsonContent(storeDataSchema, 'A loja'), ...storeReadErrors },
    }),
    async (c) => {
      const store = c.get('store');
      const cardGateway = await cardGatewayOf(deps.db, store.id, deps.config.MERCADO_PAGO_SDK_URL);
      cachePublicly(c);
      return c.json(toStoreData(store, assetsBaseUrl(deps.config, store.id), cardGateway), 200);
    },
  );
};
