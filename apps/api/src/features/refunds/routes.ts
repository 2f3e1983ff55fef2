import { createRoute } from '@hono/zod-openapi';
import { orderCodeParamSchema, orderSchema } from '@vitrine/contract/orders';
import {
  createReturnBodySchema,
  refundDestinationSchema,
  refundParamSchema,
} from '@vitrine/contract/refunds';
import { saleSchema } from '@vitrine/contract/sales';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer, requireSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { loadOrderDetail } from '../orders/serialize.ts';
import { findSale, loadSaleDetail } from '../orders/sale-detail.ts';
import { giveDestination } from './destination.ts';
import { openReturn } from './open-return.ts';
import { findRefund, markTransferred, retryRefund } from './settle.ts';

/**
 * Refunds of a paid sale beyond its cancel (sales/status.ts opens that one): returned items,
 * "Tentar novamente", a boleto's transfer done; and the boleto shopper's data to receive it.
 */
export const registerRefunds: Feature = (app, deps) => {
  const seller = { tags: ['Vendas'], security: bearerSecurity, middleware: requireSeller };
  const sale = jsonContent(saleSchema, 'Venda, com seus reembolsos.');

  app.openapi(
    createRoute({
      ...seller,
      method: 'post',
      path: '/sales/{code}/refunds',
      summary: 'Reembolsa itens devolvidos de uma venda paga (valor calculado pela API).',
      description:
        'O valor é a parte dos itens no que foi pago (desconto, cupom e juros repartidos pelo preço); o frete só volta quando o pedido inteiro é devolvido. Nunca passa do que ainda pode ser reembolsado (409). `restock` devolve as unidades ao estoque.',
      request: { params: orderCodeParamSchema, ...jsonBody(createReturnBodySchema) },
      responses: { 200: sale, ...errorResponses },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const { code } = c.req.valid('param');
      await openReturn(
        deps,
        actorOf(c),
        await findSale(deps.db, storeId, code),
        c.req.valid('json'),
      );
      deliverAfterAnswer(c);
      return c.json(
        await loadSaleDetail(deps.db, await findSale(deps.db, storeId, code), deps.now()),
        200,
      );
    },
  );

  const act = (path: string, summary: string, run: typeof retryRefund) =>
    app.openapi(
      createRoute({
        ...seller,
        method: 'post',
        path,
        summary,
        request: { params: refundParamSchema },
        responses: { 200: sale, ...errorResponses },
      }),
      async (c) => {
        const storeId = c.get('session').storeId;
        const { code, id } = c.req.valid('param');
        const order = await findSale(deps.db, storeId, code);
        await run(deps, actorOf(c), await findRefund(deps, order, id));
        deliverAfterAnswer(c);
        return c.json(
          await loadSaleDetail(deps.db, await findSale(deps.db, storeId, code), deps.now()),
          200,
        );
      },
    );
  act(
    '/sales/{code}/refunds/{id}/retry',
    'Tenta de novo um reembolso que o provedor recusou ou não respondeu (mesma chave: nunca duas vezes).',
    retryRefund,
  );
  act(
    '/sales/{code}/refunds/{id}/settle',
    'Marca como devolvido o reembolso de boleto que a loja transferiu aos dados do comprador.',
    async (...args) => {
      await markTransferred(...args);
      return args[2];
    },
  );

  app.openapi(
    createRoute({
      tags: ['Pedidos'],
      security: bearerSecurity,
      middleware: requireCustomer,
      method: 'put',
      path: '/orders/{code}/refund-destination',
      summary:
        'Onde receber o reembolso de um pedido pago com boleto: chave pix ou conta bancária.',
      request: { params: orderCodeParamSchema, ...jsonBody(refundDestinationSchema) },
      responses: { 200: jsonContent(orderSchema, 'Pedido.'), ...errorResponses },
    }),
    async (c) => {
      const session = c.get('session');
      const mine = and(
        eq(orders.storeId, session.storeId),
        eq(orders.customerId, session.accountId),
        eq(orders.code, c.req.valid('param').code.toUpperCase()),
      );
      const [order] = await deps.db.select().from(orders).where(mine);
      if (!order) throw notFound('Pedido não encontrado.');
      await giveDestination(deps, order, c.req.valid('json'));
      deliverAfterAnswer(c);
      const [now] = await deps.db.select().from(orders).where(mine);
      return c.json(await loadOrderDetail(deps.db, now!, deps.now()), 200);
    },
  );
};
