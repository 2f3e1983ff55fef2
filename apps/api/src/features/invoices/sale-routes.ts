import { createRoute } from '@hono/zod-openapi';
import { saleInvoiceAnswerSchema } from '@vitrine/contract/invoices';
import { orderCodeParamSchema } from '@vitrine/contract/orders';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { findSale } from '../orders/sale-detail.ts';
import { requestInvoice, saleInvoiceOf } from './sale.ts';

/** A sale's NF-e in the office: its state and history, and the seller's "Emitir nota". */
export const registerSaleInvoiceRoutes: Feature = (app, deps) => {
  const base = { tags: ['Notas fiscais'], security: bearerSecurity, middleware: requireSeller };
  const answer = jsonContent(saleInvoiceAnswerSchema, 'A nota fiscal da venda.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sales/{code}/invoice',
      summary: 'A NF-e de uma venda: situação, chave, DANFE e histórico.',
      request: { params: orderCodeParamSchema },
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => {
      const order = await findSale(deps.db, c.get('session').storeId, c.req.valid('param').code);
      return c.json(await saleInvoiceOf(deps.db, order), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sales/{code}/invoice',
      summary: 'Emite (ou emite novamente, depois de corrigir) a NF-e de uma venda paga.',
      description:
        'A emissão segue por uma tarefa em segundo plano; a resposta já diz "Emissão pedida". ' +
        'Responde 409 quando a loja não emite notas, a venda não está paga ou a nota já está ' +
        'na SEFAZ ou concluída.',
      request: { params: orderCodeParamSchema },
      responses: { 202: answer, ...errorResponses },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const { code } = c.req.valid('param');
      await requestInvoice(deps, actorOf(c), await findSale(deps.db, storeId, code));
      return c.json(await saleInvoiceOf(deps.db, await findSale(deps.db, storeId, code)), 202);
    },
  );
};
