import { createRoute } from '@hono/zod-openapi';
import {
  abandonedCartListSchema,
  abandonedCartQuerySchema,
  cartReminderSettingsBodySchema,
  cartReminderSettingsSchema,
  cartRestoreBodySchema,
  marketingEmailsBodySchema,
  marketingEmailsSchema,
  marketingOneClickParamsSchema,
  marketingUnsubscribeBodySchema,
} from '@vitrine/contract/cart-reminders';
import { cartSchema } from '@vitrine/contract/cart';
import type { Context } from 'hono';
import type { ApiEnv, Feature } from '../../http/context.ts';
import { bearerSecurity, requireCustomer, requireSellerFor } from '../../http/auth.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { consentClientOf, consentOf, setConsent, withdrawByToken } from '../../lib/consents.ts';
import { errorResponses, jsonBody, jsonContent, storeScoped } from '../../lib/openapi.ts';
import { readCart } from '../cart/reads.ts';
import { registerCartReminderDemo } from './dev-routes.ts';
import { CART_REMINDER_MESSAGES } from './messages.ts';
import { listRemindedCarts, readSettings } from './reads.ts';
import { restoreCart } from './restore.ts';
import { toAbandonedCart, toSettings } from './serialize.ts';
import { saveSettings } from './writes.ts';

const toMarketing = (since: Date | null) => ({
  enabled: since !== null,
  since: since?.toISOString() ?? null,
});

/**
 * Abandoned-cart reminders (issue #37 §1). The seller's settings and reminded carts (the
 * coupons' area: marketing); the shopper's restore link and marketing e-mails consent, always
 * the session's shopper of the X-Store-Id store; and the e-mail's way out, by its token.
 */
export const registerCartReminders: Feature = (app, deps) => {
  const seller = {
    tags: ['Carrinhos abandonados (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('coupons'),
  };
  const shopper = {
    tags: ['Carrinhos abandonados'],
    security: bearerSecurity,
    middleware: requireCustomer,
  };
  const settings = jsonContent(cartReminderSettingsSchema, 'Os lembretes da loja.');
  const marketing = jsonContent(marketingEmailsSchema, 'Os e-mails de marketing do cliente.');
  /** An e-mail's token withdraws the consent (a store's page, or a mail client's POST: null). */
  const unsubscribe = async (storeId: string | null, token: string, c: Context<ApiEnv>) => {
    const done = await withdrawByToken(deps.db, {
      storeId,
      token,
      tokenPurpose: 'marketing_unsubscribe',
      purpose: 'marketing_emails',
      client: consentClientOf(c),
      now: deps.now(),
    });
    if (!done) throw notFound(CART_REMINDER_MESSAGES.unsubscribeInvalid, 'unsubscribe_invalid');
    return done.since;
  };

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/settings/cart-reminders',
      summary: 'Os lembretes de carrinho abandonado: ligados ou não, os tempos e o cupom.',
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) => {
      const { settings: row, couponCode } = await readSettings(deps.db, c.get('session').storeId);
      return c.json(toSettings(row, couponCode), 200);
    },
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'put',
      path: '/settings/cart-reminders',
      summary: 'Troca os lembretes de carrinho abandonado (registrado no histórico).',
      description:
        'Tempos em minutos depois da última mudança do carrinho, cada um maior que o anterior; o segundo e o terceiro podem ser desligados (null). Cupom de outra loja, desconhecido ou arquivado: 404 `coupon_not_found`.',
      request: jsonBody(cartReminderSettingsBodySchema),
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) =>
      c.json(await saveSettings(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/cart-reminders/carts',
      summary: 'Os carrinhos que receberam lembrete, os mais novos primeiro.',
      description:
        'Valor do carrinho no último lembrete, quantos lembretes foram, e se foi recuperado (o pedido feito depois), esvaziado ou segue em aberto.',
      request: { query: abandonedCartQuerySchema },
      responses: { 200: jsonContent(abandonedCartListSchema, 'Carrinhos.'), ...errorResponses },
    }),
    async (c) => {
      const { page, per_page } = c.req.valid('query');
      const found = await listRemindedCarts(deps.db, c.get('session').storeId, { page, per_page });
      const { rows, total } = found;
      const items = rows.map(toAbandonedCart);
      return c.json(
        { items, page, per_page, total, total_pages: Math.ceil(total / per_page) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...shopper,
      method: 'post',
      path: '/cart/restore',
      summary: 'Põe de volta no carrinho os itens do e-mail de lembrete (link do e-mail).',
      description:
        'Só o cliente do lembrete, logado nesta loja. Itens fora da loja ou sem estoque ficam de fora; o cupom do último lembrete vai junto quando vale. Link desconhecido, vencido, de outro cliente ou de outra loja: 404 `restore_invalid`.',
      request: jsonBody(cartRestoreBodySchema),
      responses: { 200: jsonContent(cartSchema, 'O carrinho.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const owner = { storeId, customerId: accountId };
      await restoreCart(deps.db, owner, c.req.valid('json').token, deps.now());
      return c.json(await readCart(deps.db, owner, assetsBaseUrl(deps.config, storeId)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...shopper,
      method: 'get',
      path: '/customers/me/marketing-emails',
      summary:
        'Se o cliente quer e-mails da loja (lembretes do carrinho, ofertas), e desde quando.',
      responses: { 200: marketing, ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const row = await consentOf(deps.db, { storeId, customerId: accountId }, 'marketing_emails');
      if (!row) throw unauthorized();
      return c.json(toMarketing(row.since), 200);
    },
  );

  app.openapi(
    createRoute({
      ...shopper,
      method: 'put',
      path: '/customers/me/marketing-emails',
      summary:
        'Liga ou desliga os e-mails da loja (o consentimento é registrado com onde foi dado).',
      request: jsonBody(marketingEmailsBodySchema),
      responses: { 200: marketing, ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const body = c.req.valid('json');
      const since = await setConsent(
        deps.db,
        { storeId, customerId: accountId },
        'marketing_emails',
        {
          enabled: body.enabled,
          source: body.where,
          client: consentClientOf(c),
          now: deps.now(),
        },
      );
      return c.json(toMarketing(since), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/marketing-emails/unsubscribe',
      tags: ['Carrinhos abandonados'],
      summary: 'Desliga os e-mails da loja pelo link do e-mail, sem entrar na conta.',
      description:
        'Seguir o link de novo não muda nada. Token desconhecido, vencido ou de outra loja: 404 `unsubscribe_invalid`.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, ...jsonBody(marketingUnsubscribeBodySchema) },
      responses: { 200: marketing, ...errorResponses },
    }),
    async (c) => {
      const since = await unsubscribe(c.get('store').id, c.req.valid('json').token, c);
      return c.json(toMarketing(since), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/marketing-emails/one-click/{token}',
      tags: ['Carrinhos abandonados'],
      summary:
        'O cancelamento em um clique do programa de e-mail (RFC 8058, List-Unsubscribe-Post).',
      description:
        'O programa de e-mail envia `List-Unsubscribe=One-Click` (form-urlencoded), sem sessão nem loja: o token diz quem é. Token desconhecido ou vencido: 404.',
      request: { params: marketingOneClickParamsSchema },
      responses: { 200: { description: 'E-mails desligados.' }, ...errorResponses },
    }),
    async (c) => {
      await unsubscribe(null, c.req.valid('param').token, c);
      return c.body(null, 200);
    },
  );

  if (deps.config.DEMO_MODE) registerCartReminderDemo(app, deps);
};
