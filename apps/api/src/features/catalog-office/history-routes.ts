import { createRoute } from '@hono/zod-openapi';
import { auditHistoryQuerySchema, auditHistorySchema } from '@vitrine/contract/catalog-audit';
import { productIdParamsSchema } from '@vitrine/contract/catalog-office';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { readHistory } from '../../lib/audit-history.ts';
import { findStoreProduct } from './product-read.ts';

export const registerCatalogHistory: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalog/products/{id}/history',
      tags: ['Catálogo (vendedor)'],
      summary: 'Histórico do produto: quem mudou o quê e quando (campos antes e depois).',
      security: bearerSecurity,
      middleware: requireCatalogSeller,
      request: { params: productIdParamsSchema, query: auditHistoryQuerySchema },
      responses: { 200: jsonContent(auditHistorySchema, 'Histórico.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const { id } = c.req.valid('param');
      await findStoreProduct(deps.db, storeId, id);
      const scope = { storeId, entity: 'product', entityId: id };
      return c.json(await readHistory(deps.db, scope, c.req.valid('query')), 200);
    },
  );
};
