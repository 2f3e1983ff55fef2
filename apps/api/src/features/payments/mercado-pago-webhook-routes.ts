import { createRoute, z } from '@hono/zod-openapi';
import {
  mercadoPagoNoticeQuerySchema,
  providerNoticeAnswerSchema,
  providerWebhookParamsSchema,
} from '@vitrine/contract/provider-webhooks';
import { and, eq } from 'drizzle-orm';
import { orderEvents, type orders } from '../../db/schema/index.ts';
import type { AppDeps, Feature } from '../../http/context.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { paymentSettingsByWebhookToken } from './settings.ts';
import { mercadoPagoOf } from './providers.ts';
import { settleNotice } from './reconcile.ts';

const DISPUTE_NOTES = {
  charged_back:
    'O comprador contestou a compra com o banco do cartão (chargeback): o Mercado Pago reteve o valor.',
  in_mediation:
    'O comprador abriu uma disputa no Mercado Pago: o valor fica retido até ela terminar.',
} as const;

/**
 * A paid order's payment the buyer disputes shows on its timeline (the seller's sale and the
 * shopper's order), once per kind of dispute.
 */
async function noteDispute(
  deps: AppDeps,
  order: typeof orders.$inferSelect,
  dispute: keyof typeof DISPUTE_NOTES | null,
) {
  if (!dispute) return;
  const note = DISPUTE_NOTES[dispute];
  const [seen] = await deps.db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.note, note)));
  if (seen) return;
  await deps.db
    .insert(orderEvents)
    .values({ orderId: order.id, status: order.status, note, createdAt: deps.now() });
}

/**
 * Mercado Pago's notifications (Webhooks: `POST {notification_url}?data.id=…&type=payment`,
 * `{ action, type, data: { id } }`, signed in `x-signature` over the data.id and the
 * `x-request-id`, with the store's secret). A good signature still decides nothing by itself:
 * the payment it names is read back from Mercado Pago with the store's token and what it says is
 * applied (reconcile.ts), once per payment. A forged, replayed or other store's notice, or a
 * payment of another amount, pays nothing.
 */
export const registerMercadoPagoWebhook: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/mercado-pago/{token}',
      tags: ['Pagamentos'],
      summary: 'Notificação de pagamento do Mercado Pago (assinada em x-signature).',
      request: {
        params: providerWebhookParamsSchema,
        query: mercadoPagoNoticeQuerySchema,
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
      const provider = settings ? await mercadoPagoOf(deps, settings.storeId, settings) : null;
      if (!settings || !provider) throw notFound('Webhook não encontrado.', 'webhook_not_found');
      const notice = provider.parseNotification(await c.req.json().catch(() => null));
      if (!notice) throw badRequest('invalid_notice', 'Notificação do Mercado Pago inválida.');
      const dataId = c.req.valid('query')['data.id'] ?? String(notice.data.id);
      const signed = provider.verifyNotification(
        {
          dataId,
          requestId: c.req.header('x-request-id'),
          signatureHeader: c.req.header('x-signature'),
        },
        deps.now(),
      );
      if (!signed)
        throw new ApiError(401, 'invalid_signature', 'Assinatura da notificação inválida.');
      if (notice.type !== 'payment') return c.json({ received: 0, applied: 0 }, 200);
      // A payment id no order of this store's Mercado Pago has (another provider's order, a
      // payment made outside the checkout) is answered 200 all the same: Mercado Pago retries
      // a notification that gets no 200/201 for days, and this one will never pay anything.
      const applied = await settleNotice(
        deps,
        {
          storeId: settings.storeId,
          provider: 'mercado_pago',
          field: 'provider_payment_id',
          values: [dataId],
          settings,
        },
        async (order) => noteDispute(deps, order, await provider.readDispute(dataId)),
      );
      if (applied > 0) deliverAfterAnswer(c);
      return c.json({ received: 1, applied }, 200);
    },
  );
};
