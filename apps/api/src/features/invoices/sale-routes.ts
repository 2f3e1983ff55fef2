import { createRoute } from '@hono/zod-openapi';
import {
  cancelInvoiceBodySchema,
  invoiceCorrectionBodySchema,
  saleInvoiceAnswerSchema,
} from '@vitrine/contract/invoices';
import { orderCodeParamSchema } from '@vitrine/contract/orders';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { findSale } from '../orders/sale-detail.ts';
import { requestInvoiceCancel } from './cancel.ts';
import { correctInvoice } from './correction.ts';
import { requestInvoice, saleInvoiceOf } from './sale.ts';

/**
 * A sale's NF-e in the office: its state and history, and the seller's "Emitir nota",
 * "Cancelar nota" and "Carta de correção". Each write answers the note as it now is.
 */
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
      return c.json(await saleInvoiceOf(deps.db, order, deps.now()), 200);
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
      return c.json(await answerOf(storeId, code), 202);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sales/{code}/invoice/cancel',
      summary: 'Cancela a NF-e autorizada de uma venda (a venda continua como está).',
      description:
        'O cancelamento segue por uma tarefa em segundo plano. A SEFAZ aceita o cancelamento até ' +
        '24 horas após a autorização: depois disso responde 409 `invoice_cancel_window_closed` ' +
        '(emita uma nota de devolução). 409 também para uma nota não autorizada ' +
        '(`invoice_not_authorized`) ou com o cancelamento já pedido (`invoice_cancel_under_way`).',
      request: { params: orderCodeParamSchema, ...jsonBody(cancelInvoiceBodySchema) },
      responses: { 202: answer, ...errorResponses },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const { code } = c.req.valid('param');
      const order = await findSale(deps.db, storeId, code);
      await requestInvoiceCancel(deps, actorOf(c), order, c.req.valid('json').justificativa);
      return c.json(await answerOf(storeId, code), 202);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sales/{code}/invoice/correction',
      summary: 'Envia uma carta de correção (CC-e) da NF-e autorizada de uma venda.',
      description:
        'A SEFAZ responde na hora: a carta fica registrada com seu número (a última substitui as ' +
        'anteriores, até 20). 409 quando a nota não está autorizada, já tem 20 cartas ou a ' +
        'correção foi recusada (a mensagem diz por quê); 503 quando o emissor não responde.',
      request: { params: orderCodeParamSchema, ...jsonBody(invoiceCorrectionBodySchema) },
      responses: { 201: answer, ...errorResponses },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const { code } = c.req.valid('param');
      const order = await findSale(deps.db, storeId, code);
      await correctInvoice(deps, actorOf(c), order, c.req.valid('json').correcao);
      return c.json(await answerOf(storeId, code), 201);
    },
  );

  /** The note as the write left it (the sale read again: the write may have moved it). */
  async function answerOf(storeId: string, code: string) {
    return saleInvoiceOf(deps.db, await findSale(deps.db, storeId, code), deps.now());
  }
};
