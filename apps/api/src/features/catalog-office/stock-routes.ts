import { createRoute } from '@hono/zod-openapi';
import {
  lowStockSchema,
  stockAdjustmentBodySchema,
  stockAdjustmentResultSchema,
  stockHistoryQuerySchema,
  stockHistorySchema,
  variationIdParamsSchema,
} from '@vitrine/contract/catalog-stock';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { adjustStock } from './stock.ts';
import { readAdjustment, readLowStock, readStockHistory } from './stock-history.ts';

const base = { tags: ['Estoque'], security: bearerSecurity, middleware: requireCatalogSeller };

export const registerCatalogStock: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/catalog/variations/{id}/stock',
      summary: 'Ajusta o estoque de uma variação, com motivo.',
      description:
        'relative: soma `delta` ao estoque atual, sempre (409 stock_negative se ficaria abaixo de zero). absolute: define `quantity` só se o estoque ainda for `expected` (o que o vendedor viu); se mudou (uma venda), 409 stock_changed com o número atual em `details.stock`.',
      request: { params: variationIdParamsSchema, ...jsonBody(stockAdjustmentBodySchema) },
      responses: {
        200: jsonContent(stockAdjustmentResultSchema, 'Estoque ajustado.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await adjustStock(deps, actorOf(c), id, c.req.valid('json'));
      return c.json(
        {
          variation_id: id,
          stock: result.stock,
          adjustment: await readAdjustment(deps.db, result.adjustmentId),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/catalog/variations/{id}/stock-history',
      summary: 'Movimentos de estoque de uma variação, do mais recente ao mais antigo.',
      request: { params: variationIdParamsSchema, query: stockHistoryQuerySchema },
      responses: { 200: jsonContent(stockHistorySchema, 'Movimentos.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const history = await readStockHistory(
        deps.db,
        storeId,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(history, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/catalog/low-stock',
      summary:
        'Variações à venda com estoque no limite de estoque baixo ou abaixo (início do painel).',
      responses: { 200: jsonContent(lowStockSchema, 'Estoque baixo.'), ...errorResponses },
    }),
    async (c) => c.json(await readLowStock(deps.db, c.get('session').storeId), 200),
  );
};
