import { createRoute } from '@hono/zod-openapi';
import {
  storeByHostQuerySchema,
  storeDataSchema,
  storeResponseSchema,
} from '@vitrine/contract/stores';
import type { Feature } from '../../http/context.ts';
import { cachePublicly, cacheControlUntil } from '../../http/store-context.ts';
import { errorResponses, jsonContent, storeReadErrors, storeScoped } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { cardGatewayFrom, cardGatewayOf } from './card-gateway.ts';
import { normalizeHost } from './host.ts';
import { bannersAt } from './banner-window.ts';
import { readHost } from './reads.ts';
import { toBanner, toStoreData } from './serialize.ts';

/**
 * An open store's host changes seldom: a minute, no stale copies (the banners' next change caps
 * it). An unknown host, or a store not open yet, is never kept: a host is given to a new store
 * at any moment (sign-up), and a draft opens at any moment; whoever asks keeps its own short
 * copy (@vitrine/server/store-by-host).
 */
const BY_HOST_CACHE = { maxAge: 60, stale: 0 };
const UNSETTLED = 'no-store';

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
      const found = await readHost(deps.db, normalizeHost(c.req.valid('query').host));
      const now = deps.now();
      if (!found) {
        c.header('Cache-Control', UNSETTLED);
        return c.json(
          { notFound: true, data: null, payment_default: null, banners: [], banners_until: null },
          200,
        );
      }
      const { store } = found;
      // The row was just read whole: this replica's store-scoped reads that follow (the page's
      // catalog, pages and menu, with its X-Store-Id) need not read it again.
      deps.storeCache.keep(store);
      const base = assetsBaseUrl(deps.config, store.id);
      const { live: banners, until } = bannersAt(found.banners, now);
      const cardGateway = cardGatewayFrom(found.card, deps.config.MERCADO_PAGO_SDK_URL);
      c.header(
        'Cache-Control',
        store.status === 'open' ? cacheControlUntil(BY_HOST_CACHE, until, now) : UNSETTLED,
      );
      return c.json(
        {
          notFound: false,
          data: toStoreData(store, base, cardGateway),
          payment_default: store.paymentDefault,
          banners: banners.map((row) => toBanner(row, base)),
          banners_until: until?.toISOString() ?? null,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/stores/current',
      tags: ['Lojas'],
      summary: 'Dados públicos da loja do cabeçalho X-Store-Id',
      middleware: storeScoped.middleware,
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
