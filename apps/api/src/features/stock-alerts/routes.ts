import { createRoute } from '@hono/zod-openapi';
import {
  stockAlertBodySchema,
  stockAlertParamsSchema,
  stockAlertSchema,
  stockAlertSettingsBodySchema,
  stockAlertSettingsSchema,
  stockAlertTokenBodySchema,
  stockAlertVariationListSchema,
  stockAlertVariationQuerySchema,
} from '@vitrine/contract/stock-alerts';
import { eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import { bearerSecurity, bearerToken, requireSellerFor } from '../../http/auth.ts';
import type { Feature } from '../../http/context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { requireOpenStore } from '../../http/store-open.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { clientIp } from '../../lib/client-info.ts';
import { errorResponses, jsonBody, jsonContent, storeScoped } from '../../lib/openapi.ts';
import { findSession } from '../../lib/sessions.ts';
import { registerStockAlertDemo } from './dev-routes.ts';
import { listAskedVariations, readFactor } from './reads.ts';
import { cancelAlerts, confirmAlert, requestAlert } from './requests.ts';
import { toAskedVariation } from './serialize.ts';
import { saveFactor } from './writes.ts';

/**
 * "Avise-me quando chegar" (issue #37 §2): the shopper's request for a sold-out variation, its
 * confirmation and its way out, by the e-mail's tokens; the seller's factor and the variations
 * most asked for (the coupons' area: marketing).
 */
export const registerStockAlerts: Feature = (app, deps) => {
  const seller = {
    tags: ['Avise-me (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('coupons'),
  };
  const alert = jsonContent(stockAlertSchema, 'O pedido de aviso.');
  const settings = jsonContent(stockAlertSettingsSchema, 'O fator da loja.');

  app.openapi(
    createRoute({
      method: 'post',
      path: '/variations/{variation}/stock-alerts',
      tags: ['Avise-me'],
      summary:
        'Pede o aviso por e-mail de quando uma opção esgotada (pelo código, o SKU) voltar ao estoque.',
      description:
        'Token opcional; de outra loja: 403, inválido: 401. Cliente logado: ativo na hora, com o e-mail da conta. Sem login: `email` obrigatório (400 `email_required`), fica `pending` até a confirmação pelo link do e-mail. Opção com estoque: 409 `in_stock`; inexistente ou fora de venda: 404. Limite por endereço e por e-mail: 429.',
      security: bearerSecurity,
      middleware: storeScoped.middleware,
      request: {
        headers: storeScoped.headers,
        params: stockAlertParamsSchema,
        ...jsonBody(stockAlertBodySchema),
      },
      responses: { 200: alert, ...errorResponses },
    }),
    async (c) => {
      const store = c.get('store');
      requireOpenStore(store);
      const token = bearerToken(c.req.header('authorization'));
      // The session is optional, but one sent is the shopper's: never a quiet anonymous ask.
      const session = token ? await findSession(deps.db, token, 'customer', deps.now()) : null;
      if (token && !session) throw unauthorized();
      if (session && session.storeId !== store.id) {
        throw forbidden('Esta sessão pertence a outra loja.');
      }
      let account: { customerId: string; email: string } | null = null;
      if (session) {
        const [row] = await deps.db
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, session.accountId));
        if (row) account = { customerId: session.accountId, email: row.email };
      }
      const status = await requestAlert(deps, {
        store,
        variation: c.req.valid('param').variation,
        account,
        email: c.req.valid('json').email,
        ip: clientIp(c),
      });
      return c.json({ status }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/stock-alerts/confirm',
      tags: ['Avise-me'],
      summary: 'Confirma o pedido de aviso pelo link do e-mail (dupla confirmação).',
      description:
        'Confirmar de novo não muda nada. Link desconhecido, vencido (7 dias) ou de outra loja: 404 `confirm_invalid`.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, ...jsonBody(stockAlertTokenBodySchema) },
      responses: { 200: alert, ...errorResponses },
    }),
    async (c) => {
      const status = await confirmAlert(deps, c.get('store').id, c.req.valid('json').token);
      return c.json({ status: status === 'sent' ? 'active' : status }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/stock-alerts/unsubscribe',
      tags: ['Avise-me'],
      summary: 'Cancela os avisos de estoque do e-mail nesta loja, pelo link do e-mail.',
      description:
        'Cancelar de novo não muda nada. Token desconhecido ou de outra loja: 404 `unsubscribe_invalid`.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, ...jsonBody(stockAlertTokenBodySchema) },
      responses: { 200: alert, ...errorResponses },
    }),
    async (c) => {
      const status = await cancelAlerts(deps, c.get('store').id, c.req.valid('json').token);
      return c.json({ status }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/stock-alerts/one-click/{token}',
      tags: ['Avise-me'],
      summary: 'O cancelamento em um clique do programa de e-mail (RFC 8058).',
      description: 'Sem sessão nem loja: o token diz quem é. Token desconhecido: 404.',
      request: { params: stockAlertTokenBodySchema },
      responses: { 200: { description: 'Avisos cancelados.' }, ...errorResponses },
    }),
    async (c) => {
      await cancelAlerts(deps, null, c.req.valid('param').token);
      return c.body(null, 200);
    },
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/settings/stock-alerts',
      summary: 'O fator do Avise-me: quantos avisos por unidade que volta.',
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) => c.json({ factor: await readFactor(deps.db, c.get('session').storeId) }, 200),
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'put',
      path: '/settings/stock-alerts',
      summary: 'Troca o fator do Avise-me (registrado no histórico).',
      description: 'Uma volta de N unidades envia no máximo N × fator avisos, de 1 a 10.',
      request: jsonBody(stockAlertSettingsBodySchema),
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) =>
      c.json(await saveFactor(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/stock-alerts/variations',
      summary: 'As opções com mais pedidos de aviso esperando, as mais pedidas primeiro.',
      request: { query: stockAlertVariationQuerySchema },
      responses: {
        200: jsonContent(stockAlertVariationListSchema, 'Opções pedidas.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      const storeId = c.get('session').storeId;
      const { rows, total } = await listAskedVariations(deps.db, storeId, { page, per_page });
      return c.json(
        {
          items: rows.map(toAskedVariation),
          page,
          per_page,
          total,
          total_pages: Math.ceil(total / per_page),
        },
        200,
      );
    },
  );

  if (deps.config.DEMO_MODE) registerStockAlertDemo(app, deps);
};
