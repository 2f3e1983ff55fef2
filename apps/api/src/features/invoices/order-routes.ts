import { createRoute } from '@hono/zod-openapi';
import { orderInvoiceAnswerSchema } from '@vitrine/contract/invoices';
import { orderCodeParamSchema } from '@vitrine/contract/orders';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { findCustomerOrder } from '../orders/customer-order.ts';
import { orderInvoiceOf } from './sale.ts';

/**
 * The shopper's NF-e of one of their orders (spec §2 /minha-conta/meus-pedidos/{code}): a
 * route of its own, so the order's answer stays as it is; someone else's order is 404.
 */
export const registerOrderInvoiceRoute: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      tags: ['Pedidos'],
      security: bearerSecurity,
      middleware: requireCustomer,
      method: 'get',
      path: '/orders/{code}/invoice',
      summary: 'A nota fiscal de um pedido meu, depois de autorizada: número, chave e DANFE.',
      request: { params: orderCodeParamSchema },
      responses: {
        200: jsonContent(orderInvoiceAnswerSchema, 'A nota do pedido (null antes de autorizada).'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const order = await findCustomerOrder(deps.db, c.get('session'), c.req.valid('param').code);
      return c.json(await orderInvoiceOf(deps.db, order), 200);
    },
  );
};
