import { createRoute } from '@hono/zod-openapi';
import { orderCodeParamSchema } from '@vitrine/contract/orders';
import {
  saleMoveAnswerSchema,
  saleSchema,
  updateSaleStatusBodySchema,
} from '@vitrine/contract/sales';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { findSale, loadSaleDetail } from '../orders/sale-detail.ts';
import { registerSalesExport } from './export-routes.ts';
import { registerSalesList } from './list-routes.ts';
import { registerSalesOverview } from './overview-routes.ts';
import { moveSale } from './status.ts';

/** spec §2 /vendedor, /vendedor/minha-conta/minhas-vendas[/{code}] and the sale status moves. */
export const registerSales: Feature = (app, deps) => {
  registerSalesList(app, deps);
  // Before /sales/{code}: "export" and "overview" would pass for sale codes.
  registerSalesExport(app, deps);
  registerSalesOverview(app, deps);
  const base = { tags: ['Vendas'], security: bearerSecurity, middleware: requireSeller };
  const sale = jsonContent(saleSchema, 'Venda.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sales/{code}',
      summary: 'Detalhe de uma venda da loja, com o comprador.',
      request: { params: orderCodeParamSchema },
      responses: { 200: sale, ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const order = await findSale(db, c.get('session').storeId, c.req.valid('param').code);
      return c.json(await loadSaleDetail(db, order, now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/sales/{code}/status',
      summary: 'Muda o status: em separação → enviado (com rastreio) → entregue, ou cancela.',
      description:
        'Transições inválidas respondem 409. Cancelar exige o motivo (vai para o histórico), ' +
        'devolve os itens ao estoque e o uso do cupom ao cliente: sempre numa venda não paga; ' +
        'numa paga, a menos que `give_back_coupon` seja false. Cancelar pede também o ' +
        'cancelamento da NF-e autorizada; passadas 24 horas da autorização, a nota não pode mais ' +
        'ser cancelada e `invoice_notice` diz o que fazer (emitir uma nota de devolução).',
      request: { params: orderCodeParamSchema, ...jsonBody(updateSaleStatusBodySchema) },
      responses: {
        200: jsonContent(saleMoveAnswerSchema, 'A venda, e o que a nota fiscal pede do vendedor.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = deps;
      const storeId = c.get('session').storeId;
      const { code } = c.req.valid('param');
      const order = await findSale(db, storeId, code);
      const { invoiceNotice } = await moveSale(deps, actorOf(c), order, c.req.valid('json'));
      deliverAfterAnswer(c);
      const sale = await loadSaleDetail(db, await findSale(db, storeId, code), now());
      return c.json({ ...sale, invoice_notice: invoiceNotice }, 200);
    },
  );
};
