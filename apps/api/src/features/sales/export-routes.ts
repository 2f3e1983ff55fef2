import { createRoute } from '@hono/zod-openapi';
import { SALE_EXPORT_LIMIT, saleExportQuerySchema } from '@vitrine/contract/sales';
import { saoPauloDay } from '@vitrine/domain/dates';
import { orders } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { csvAttachment, csvContent, errorResponses } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { salesCsvStream } from './export-csv.ts';
import { orderSales, whereSales } from './filters.ts';

/**
 * The sales page's export (spec §2 /vendedor/minha-conta/minhas-vendas): every sale the list's
 * filters match, in its order, up to SALE_EXPORT_LIMIT sales, one row per item line
 * (export-csv.ts), as a file Excel and LibreOffice in pt-BR open (lib/csv.ts).
 */
export const registerSalesExport: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/sales/export',
      tags: ['Vendas'],
      summary: 'As vendas filtradas (mesmos filtros e ordem da lista) em CSV para o Excel.',
      description: `Uma linha por item da venda, com os dados da venda repetidos (código, comprador, CPF, telefone, endereço de entrega, frete, desconto, juros, rastreio, datas de pagamento e envio). UTF-8 com BOM, campos separados por ";", vírgula decimal, datas dd/mm/aaaa HH:MM de Brasília; no máximo ${SALE_EXPORT_LIMIT} vendas.`,
      security: bearerSecurity,
      middleware: requireSeller,
      request: { query: saleExportQuerySchema },
      responses: {
        200: csvContent,
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = deps;
      const { storeId } = c.get('session');
      const filters = c.req.valid('query');
      const current = now();
      // The ids first, in the list's order: the batches that follow read a fixed set, so a sale
      // placed while the file streams neither shifts a page nor shows twice.
      const ids = await db
        .select({ id: orders.id })
        .from(orders)
        .where(whereSales(storeId, filters, current))
        .orderBy(...orderSales(filters.sort))
        .limit(SALE_EXPORT_LIMIT);
      const filename = `vendas-${saoPauloDay(current)}.csv`;
      return c.body(
        salesCsvStream(
          db,
          ids.map((row) => row.id),
          current,
        ),
        200,
        csvAttachment(filename),
      );
    },
  );
};
