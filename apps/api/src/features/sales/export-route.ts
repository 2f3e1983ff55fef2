import { createRoute, z } from '@hono/zod-openapi';
import {
  fulfillmentStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
} from '@vitrine/contract/orders';
import { SALE_EXPORT_LIMIT, saleExportQuerySchema } from '@vitrine/contract/sales';
import { eq } from 'drizzle-orm';
import { customers, orders } from '../../db/schema/index.ts';
import type { Router } from '../../http/context.ts';
import { CSV_BOM, csvLine, csvMoney } from '../../lib/csv.ts';
import { formatDateTimeBR, saoPauloDay } from '../../lib/dates.ts';
import { errorResponses } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../auth/middleware.ts';
import { effectiveStatus } from '../orders/status.ts';
import { orderSales, whereSales } from './filters.ts';

const HEADER = [
  'Código',
  'Data',
  'Comprador',
  'E-mail',
  'Total',
  'Forma de pagamento',
  'Pagamento',
  'Entrega',
];

/**
 * The sales page's export (spec §2 /vendedor/minha-conta/minhas-vendas): every sale the list's
 * filters match, in its order, up to SALE_EXPORT_LIMIT rows, as a file Excel in pt-BR opens
 * (lib/csv.ts).
 */
export function registerSalesExport(app: Router) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/sales/export',
      tags: ['Vendas'],
      summary: 'As vendas filtradas (mesmos filtros e ordem da lista) em CSV para o Excel.',
      description: `UTF-8 com BOM, campos separados por ";", vírgula decimal, datas dd/mm/aaaa HH:MM de Brasília; no máximo ${SALE_EXPORT_LIMIT} linhas.`,
      security: bearerSecurity,
      middleware: requireSeller,
      request: { query: saleExportQuerySchema },
      responses: {
        200: { description: 'Planilha CSV.', content: { 'text/csv': { schema: z.string() } } },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const { storeId } = c.get('session');
      const filters = c.req.valid('query');
      const current = now();
      const rows = await db
        .select({
          code: orders.code,
          createdAt: orders.createdAt,
          totalCents: orders.totalCents,
          paymentMethod: orders.paymentMethod,
          status: orders.status,
          paymentExpiresAt: orders.paymentExpiresAt,
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(whereSales(storeId, filters, current))
        .orderBy(...orderSales(filters.sort))
        .limit(SALE_EXPORT_LIMIT);
      const lines = [CSV_BOM, csvLine(HEADER)];
      for (const row of rows) {
        const status = effectiveStatus(row, current);
        lines.push(
          csvLine([
            row.code,
            formatDateTimeBR(row.createdAt),
            `${row.firstName} ${row.lastName}`,
            row.email,
            csvMoney(row.totalCents),
            PAYMENT_METHOD_LABELS[row.paymentMethod],
            paymentStatusLabel(status),
            fulfillmentStatusLabel(status),
          ]),
        );
      }
      const filename = `vendas-${saoPauloDay(current)}.csv`;
      return c.body(lines.join(''), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      });
    },
  );
}
