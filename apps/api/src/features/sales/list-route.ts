import { createRoute } from '@hono/zod-openapi';
import { saleListQuerySchema, saleListSchema } from '@vitrine/contract/sales';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { customers, orders } from '../../db/schema/index.ts';
import type { Router } from '../../http/context.ts';
import { addDays, startOfSaoPauloDay } from '../../lib/dates.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../auth/middleware.ts';
import { toOrderSummaries } from '../orders/serialize.ts';
import { whereEffectiveStatus } from '../orders/status-filter.ts';

/** spec §2 /vendedor/minha-conta/minhas-vendas: the store's orders, filtered and paged. */
export function registerSalesList(app: Router) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/sales',
      tags: ['Vendas'],
      summary: 'Vendas da loja: filtros por status e período (dias de Brasília), paginadas.',
      security: bearerSecurity,
      middleware: requireSeller,
      request: { query: saleListQuerySchema },
      responses: { 200: jsonContent(saleListSchema, 'Vendas.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const { storeId } = c.get('session');
      const { page, per_page, status, from, to } = c.req.valid('query');
      const current = now();
      const where = and(
        eq(orders.storeId, storeId),
        status ? whereEffectiveStatus(status, current) : undefined,
        from ? gte(orders.createdAt, startOfSaoPauloDay(from)) : undefined,
        to ? lt(orders.createdAt, startOfSaoPauloDay(addDays(to, 1))) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      const buyers = rows.length
        ? await db
            .select({
              id: customers.id,
              firstName: customers.firstName,
              lastName: customers.lastName,
            })
            .from(customers)
            .where(
              inArray(
                customers.id,
                rows.map((row) => row.customerId),
              ),
            )
        : [];
      const summaries = await toOrderSummaries(db, rows, current);
      const items = summaries.map((summary, index) => {
        const buyer = buyers.find((candidate) => candidate.id === rows[index]?.customerId);
        return { ...summary, customer_name: buyer ? `${buyer.firstName} ${buyer.lastName}` : '' };
      });
      const totalCount = total?.value ?? 0;
      return c.json(
        { items, page, per_page, total: totalCount, total_pages: Math.ceil(totalCount / per_page) },
        200,
      );
    },
  );
}
