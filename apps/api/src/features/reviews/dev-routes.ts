import { createRoute } from '@hono/zod-openapi';
import { elapseDeliveryBodySchema, elapseDeliverySchema } from '@vitrine/contract/dev';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderEvents, orders } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { sendReviewInvites } from './sweep.ts';

/**
 * DEMO_MODE only, from this machine only: days pass since one order's delivery (its `entregue`
 * event moved back), then the store's invitations' sweep runs, as the job would by then (an
 * order delivered `invite_days` ago gets its e-mail). No clock is changed: everything else of
 * the store keeps its own time.
 */
export const registerReviewDemo: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/dev/reviews/elapse',
      tags: ['Demonstração'],
      summary: 'Faz passar dias desde a entrega de um pedido e roda os convites de avaliação.',
      middleware: [localOnly, requireStore],
      request: jsonBody(elapseDeliveryBodySchema),
      responses: {
        200: jsonContent(elapseDeliverySchema, 'Convites enviados.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const store = c.get('store');
      const { order_code, days } = c.req.valid('json');
      const order = deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.storeId, store.id), eq(orders.code, order_code.toUpperCase())));
      const moved = await deps.db
        .update(orderEvents)
        .set({ createdAt: sql`${orderEvents.createdAt} - ${days} * interval '1 day'` })
        .where(and(inArray(orderEvents.orderId, order), eq(orderEvents.status, 'entregue')))
        .returning({ id: orderEvents.orderId });
      if (moved.length === 0)
        throw notFound('Pedido entregue não encontrado nesta loja.', 'order_not_found');
      return c.json({ sent: await sendReviewInvites(deps, store.id) }, 200);
    },
  );
};
