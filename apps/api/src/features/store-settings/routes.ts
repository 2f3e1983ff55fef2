import { createRoute } from '@hono/zod-openapi';
import { paymentRulesSchema } from '@vitrine/contract/payment-rules';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { readPaymentRules, savePaymentRules } from './payment-rules.ts';

/**
 * The store's settings the seller edits in the office ("Configurações"): for now its payment
 * rules (spec §3 payment_default). Every route here is a settings route (one role gate).
 */
export const registerStoreSettings: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const rules = jsonContent(paymentRulesSchema, 'Regras de pagamento.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/payment-rules',
      summary: 'Regras de pagamento da loja: parcelas no cartão, desconto no pix e no boleto.',
      responses: { 200: rules, ...errorResponses },
    }),
    async (c) => c.json(await readPaymentRules(deps.db, c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/payment-rules',
      summary: 'Troca as regras de pagamento (registradas no histórico da loja).',
      description:
        'Valores fora da faixa respondem 400 `payment_rules_out_of_range`, com cada campo em `details` (`path`, `code`, `message`): parcelas de 1 a 24; sem juros de 1 ao máximo; juros de 0% a 6% ao mês; parcela mínima a partir de R$ 5,00; desconto em porcentagem abaixo de 100%; desconto em reais abaixo do pedido mínimo. Pedidos já feitos mantêm seus valores; as páginas da loja seguem dentro da janela de cache delas (até 1 minuto).',
      request: jsonBody(paymentRulesSchema),
      responses: { 200: rules, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const saved = await savePaymentRules(deps.db, actor, c.req.valid('json'));
      // This replica's quotes read the new rules at once; the others within STORE_TTL_MS.
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );
};
