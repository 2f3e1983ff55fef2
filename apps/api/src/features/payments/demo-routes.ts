import { simulatePaymentBodySchema, webhookResultSchema } from '@vitrine/contract/checkout';
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { orders } from '../../db/schema/index.ts';
import type { AppDeps, Feature } from '../../http/context.ts';
import { ApiError, conflict, notFound } from '../../http/errors.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { fromCents } from '../../lib/money.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { DemoBankUnknownCharge } from './demo-bank.ts';
import { reconcileOrder } from './reconcile.ts';
import { signWebhook, SIGNATURE_HEADER } from './sandbox/signature.ts';
import { WEBHOOK_PATH } from './sandbox-webhook-routes.ts';

/**
 * An order charged by a real provider's adapter is paid at the demo's loopback bank, whose
 * notice then reaches the provider's webhook route like a real one: the answer is the order's
 * status after it (read back from the provider when the notice has not come).
 */
async function payAtDemoBank(deps: AppDeps, order: typeof orders.$inferSelect) {
  const bank = deps.demoBank;
  const { payment } = order;
  if (!bank) throw conflict('demo_bank_missing', 'O banco de demonstração não está ligado.');
  if (order.status !== 'aguardando_pagamento') {
    return { result: 'duplicate' as const, order_code: order.code, status: order.status };
  }
  try {
    if (payment.provider === 'pix_api' && payment.method === 'pix') {
      await bank.payPix(payment.txid);
    } else if (payment.provider_payment_id && bank.payGatewayPayment) {
      await bank.payGatewayPayment(payment.provider_payment_id);
    } else {
      throw conflict(
        'not_payable_here',
        'Este pedido não pode ser pago pelo banco de demonstração.',
      );
    }
  } catch (error) {
    if (!(error instanceof DemoBankUnknownCharge)) throw error;
    throw conflict(
      'demo_bank_unknown_charge',
      'O banco de demonstração não tem a cobrança deste pedido: ele foi iniciado de novo depois do pedido. Faça um novo pedido.',
    );
  }
  let [after] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  // The bank's notice lost or still on its way (a busy store answers it late): the store asks
  // the provider, as its reconciliation would a minute later, instead of telling the payer
  // the payment it just made is not there.
  if (after?.status === 'aguardando_pagamento') {
    await reconcileOrder(deps, after);
    [after] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  }
  const status = after?.status ?? order.status;
  if (status !== 'pago') {
    throw conflict(
      'webhook_refused',
      'O banco recebeu o pagamento, mas a loja ainda não o confirmou.',
    );
  }
  return { result: 'applied' as const, order_code: order.code, status };
}

const demoBankPixApiSchema = z
  .object({
    base_url: z.string(),
    token_path: z.string(),
    client_id: z.string(),
    client_secret: z.string(),
    /** The client certificate the bank issued, followed by its private key (one PEM file). */
    certificate_pem: z.string(),
    ca_pem: z.string(),
  })
  .meta({ id: 'DemoBankPixApi' });

/**
 * DEMO_MODE only, from this machine only (localOnly: the storefront's "Simular pagamento" goes
 * through its proxy on loopback): plays the sandbox bank paying an order's pix or boleto. It
 * signs the event with PAYMENT_WEBHOOK_SECRET and posts it to the real webhook route, so the
 * demo goes through exactly what a bank's notice would.
 */
export const registerPaymentSimulation: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/dev/payments/sandbox/confirm',
      tags: ['Demonstração'],
      summary:
        'Simula o banco confirmando o pagamento de um pedido (só em DEMO_MODE, só a partir ' +
        'desta máquina).',
      middleware: [localOnly, requireStore],
      request: jsonBody(simulatePaymentBodySchema),
      responses: { 200: jsonContent(webhookResultSchema, 'Webhook entregue.'), ...errorResponses },
    }),
    async (c) => {
      const { db, config, now } = deps;
      const store = c.get('store');
      const code = c.req.valid('json').order_code.toUpperCase();
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, store.id), eq(orders.code, code)));
      if (!order) throw notFound('Pedido não encontrado.', 'order_not_found');
      if (order.payment.provider && order.payment.provider !== 'sandbox') {
        return c.json(await payAtDemoBank(deps, order), 200);
      }
      const raw = JSON.stringify({
        event_id: `evt_${randomUUID()}`,
        type: 'payment.confirmed',
        store_id: store.id,
        order_code: order.code,
        amount: fromCents(order.totalCents),
        paid_at: now().toISOString(),
      });
      const delivered = await app.request(WEBHOOK_PATH, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(config.PAYMENT_WEBHOOK_SECRET, raw),
        },
        body: raw,
      });
      const json: unknown = await delivered.json();
      const answer = webhookResultSchema.safeParse(json);
      if (!answer.success) {
        const refusal = errorSchema.safeParse(json);
        throw new ApiError(
          409,
          refusal.data?.code ?? 'webhook_refused',
          refusal.data?.message ?? 'O banco recusou a confirmação.',
        );
      }
      return c.json(answer.data, 200);
    },
  );
};

/**
 * DEMO_MODE only, from this machine only: the demo bank's portal, where a store that opens an
 * account gets what Contas de recebimento asks for its API Pix (the address, the client
 * credentials, the certificate the bank issued with its key, the bank's CA). A new store's
 * seller types and uploads them as they would a real bank's; nothing is set for them.
 */
export const registerDemoBankPortal: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dev/demo-bank/pix-api',
      tags: ['Demonstração'],
      summary:
        'As credenciais da API Pix do banco de demonstração, para uma loja cadastrar em Contas de recebimento (só em DEMO_MODE, só a partir desta máquina).',
      middleware: [localOnly],
      responses: {
        200: jsonContent(demoBankPixApiSchema, 'A conta da API Pix no banco de demonstração.'),
        ...errorResponses,
      },
    }),
    (c) => {
      const account = deps.demoBank?.pixApiAccount;
      if (!account) throw conflict('demo_bank_missing', 'O banco de demonstração não está ligado.');
      return c.json(
        {
          base_url: account.url,
          token_path: account.tokenPath,
          client_id: account.clientId,
          client_secret: account.clientSecret,
          certificate_pem: account.clientCertPem + account.clientKeyPem,
          ca_pem: account.caPem,
        },
        200,
      );
    },
  );
};
