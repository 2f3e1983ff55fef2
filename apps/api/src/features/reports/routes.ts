import { createRoute } from '@hono/zod-openapi';
import { reportQuerySchema, reportSchema } from '@vitrine/contract/reports';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { periodsOf } from './period.ts';
import { readReport } from './reads.ts';

/** Issue #37 §6 /vendedor/relatorios: the store's figures for a period, the one before beside. */
export const registerReports: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/reports',
      tags: ['Relatórios'],
      summary:
        'Faturamento, vendas, ticket médio, conversão, produtos, formas de pagamento, fretes e carrinhos recuperados de um período, com o período anterior ao lado.',
      description:
        'Dias de Brasília, `from` e `to` inclusive (sem eles: os últimos 30 dias); o período anterior tem o mesmo número de dias e termina na véspera de `from`. No máximo 366 dias: 400 `invalid_period` além disso, com `to` antes de `from` ou só uma das datas. Quem vê as vendas vê os relatórios.',
      security: bearerSecurity,
      middleware: requireSellerFor('sales'),
      request: { query: reportQuerySchema },
      responses: { 200: jsonContent(reportSchema, 'O relatório.'), ...errorResponses },
    }),
    async (c) => {
      const { current, previous } = periodsOf(c.req.valid('query'), deps.now());
      const report = await readReport(deps.db, c.get('session').storeId, current, previous);
      return c.json(report, 200, { 'Cache-Control': 'private, no-store' });
    },
  );
};
