import { createRoute } from '@hono/zod-openapi';
import { elapseCartBodySchema, elapseCartSchema } from '@vitrine/contract/dev';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { abandonedCarts, customers } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { sendDueReminders } from './sweep.ts';

/**
 * DEMO_MODE only, from this machine only: time passes for one shopper's cart (its last change
 * and its last reminder moved back), then the store's reminders' sweep runs, as the every-minute
 * job would by then. No clock is changed: everything else of the store keeps its own time.
 */
export const registerCartReminderDemo: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/dev/cart-reminders/elapse',
      tags: ['Demonstração'],
      summary: 'Faz passar o tempo no carrinho de um cliente e roda os lembretes da loja.',
      middleware: [localOnly, requireStore],
      request: jsonBody(elapseCartBodySchema),
      responses: { 200: jsonContent(elapseCartSchema, 'Lembretes enviados.'), ...errorResponses },
    }),
    async (c) => {
      const store = c.get('store');
      const { email, minutes } = c.req.valid('json');
      const back = sql`${minutes} * interval '1 minute'`;
      const shopper = deps.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.storeId, store.id), eq(customers.email, email.toLowerCase())));
      await deps.db
        .update(abandonedCarts)
        .set({
          changedAt: sql`${abandonedCarts.changedAt} - ${back}`,
          lastReminderAt: sql`${abandonedCarts.lastReminderAt} - ${back}`,
        })
        .where(
          and(
            eq(abandonedCarts.storeId, store.id),
            isNull(abandonedCarts.closedAt),
            inArray(abandonedCarts.customerId, shopper),
          ),
        );
      return c.json({ sent: await sendDueReminders(deps, store.id) }, 200);
    },
  );
};
