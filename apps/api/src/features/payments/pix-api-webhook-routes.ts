import { createRoute, z } from '@hono/zod-openapi';
import {
  providerNoticeAnswerSchema,
  providerWebhookParamsSchema,
} from '@vitrine/contract/provider-webhooks';
import type { Feature } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { paymentSettingsByWebhookToken } from './settings.ts';
import { parseWebhook } from './pix-api/webhook.ts';
import { settleNotice } from './reconcile.ts';

/**
 * The API Pix webhook (`POST {webhookUrl}/pix`, `{ pix: [...] }`). The body is not signed, so it
 * decides nothing: each txid named is only a reason to read that charge back from the store's
 * PSP, over its mutual TLS, and what the PSP answers is applied (reconcile.ts). A forged or
 * replayed notice, another store's txid or a wrong amount therefore pays nothing; a repeated
 * end-to-end id (the PSP sends the pix again when a devolução ends) is a duplicate.
 */
export const registerPixApiWebhook: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/pix-api/{token}/pix',
      tags: ['Pagamentos'],
      summary: 'Notificação de pix recebido do PSP da loja (API Pix do Banco Central).',
      request: {
        params: providerWebhookParamsSchema,
        body: { content: { 'application/json': { schema: z.unknown() } }, required: true },
      },
      responses: {
        200: jsonContent(providerNoticeAnswerSchema, 'Notificação recebida.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { token } = c.req.valid('param');
      const settings = await paymentSettingsByWebhookToken(deps.db, token);
      if (!settings) {
        throw notFound('Webhook não encontrado.', 'webhook_not_found');
      }
      const received = parseWebhook(await c.req.json().catch(() => null));
      if (!received) throw badRequest('invalid_notice', 'Notificação de pix inválida.');
      const txids = [...new Set(received.flatMap((pix) => (pix.txid ? [pix.txid] : [])))];
      // A txid no order of this PSP's has (a pix to the store's key made elsewhere, or one of
      // another provider's orders) is answered 200 all the same: the PSP retries a notice until
      // it gets a 2xx, and some stop notifying a URL that keeps refusing, losing real ones.
      const applied = await settleNotice(deps, {
        storeId: settings.storeId,
        provider: 'pix_api',
        field: 'txid',
        values: txids,
        settings,
      });
      if (applied > 0) deliverAfterAnswer(c);
      return c.json({ received: received.length, applied }, 200);
    },
  );
};
