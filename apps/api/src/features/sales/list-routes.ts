import { createRoute } from '@hono/zod-openapi';
import { saleListQuerySchema, saleListSchema } from '@vitrine/contract/sales';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { countSales, listSales } from './reads.ts';

/** spec §2 /vendedor/minha-conta/minhas-vendas: the store's orders, filtered, sorted, paged. */
export const registerSalesList: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/sales',
      tags: ['Vendas'],
      summary:
        'Vendas da loja: filtros por status, período (dias de Brasília), forma de pagamento e texto (código, nome ou e-mail do comprador), ordenação, paginadas.',
      security: bearerSecurity,
      middleware: requireSeller,
      request: { query: saleListQuerySchema },
      responses: { 200: jsonContent(saleListSchema, 'Vendas.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const { storeId } = c.get('session');
      const { page, per_page, ...filters } = c.req.valid('query');
      const current = now();
      const [items, total] = await Promise.all([
        listSales(
          db,
          storeId,
          filters,
          { limit: per_page, offset: (page - 1) * per_page },
          current,
        ),
        countSales(db, storeId, filters, current),
      ]);
      return c.json(
        { items, page, per_page, total, total_pages: Math.ceil(total / per_page) },
        200,
      );
    },
  );
};
