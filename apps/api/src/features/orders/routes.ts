import { createRoute } from '@hono/zod-openapi';
import {
  orderCodeParamSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from '@vitrine/contract/orders';
import { and, count, desc, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { findCustomerOrder } from './customer-order.ts';
import { whereEffectiveStatus } from './status-filter.ts';
import { loadOrderDetail, toOrderSummaries } from './serialize.ts';

/** spec §2 /minha-conta/meus-pedidos[/{code}]: the logged customer's own orders only. */
export const registerOrders: Feature = (app, deps) => {
  const base = { tags: ['Pedidos'], security: bearerSecurity, middleware: requireCustomer };

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/orders',
      summary: 'Meus pedidos, do mais recente ao mais antigo.',
      request: { query: orderListQuerySchema },
      responses: { 200: jsonContent(orderListSchema, 'Pedidos.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const session = c.get('session');
      const { page, per_page, status } = c.req.valid('query');
      const mine = and(
        eq(orders.storeId, session.storeId),
        eq(orders.customerId, session.accountId),
        status ? whereEffectiveStatus(status, now()) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ value: count() }).from(orders).where(mine),
      ]);
      const items = await toOrderSummaries(db, rows, now());
      const totalCount = total?.value ?? 0;
      return c.json(
        { items, page, per_page, total: totalCount, total_pages: Math.ceil(totalCount / per_page) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/orders/{code}',
      summary: 'Um pedido meu, com itens, pagamento (pix/boleto/cartão) e histórico.',
      request: { params: orderCodeParamSchema },
      responses: { 200: jsonContent(orderSchema, 'Pedido.'), ...errorResponses },
    }),
    async (c) => {
      const order = await findCustomerOrder(deps.db, c.get('session'), c.req.valid('param').code);
      return c.json(await loadOrderDetail(deps.db, order, deps.now()), 200);
    },
  );
};
