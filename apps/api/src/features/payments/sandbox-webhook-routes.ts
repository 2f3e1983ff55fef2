import { createRoute } from '@hono/zod-openapi';
import { paymentWebhookSchema, webhookResultSchema } from '@vitrine/contract/checkout';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv, Feature } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { applyPaymentConfirmation } from './confirm.ts';
import { paymentsOf } from './providers.ts';
import { SIGNATURE_HEADER } from './sandbox/signature.ts';

/**
 * Checks the signature over the raw bytes before anything parses them. Reading the text first
 * also caches it, so the JSON validator after this parses those same bytes.
 */
const requireSignature = createMiddleware<ApiEnv>(async (c, next) => {
  const raw = await c.req.text();
  if (!paymentsOf(c.get('deps')).verifyWebhook(raw, c.req.header(SIGNATURE_HEADER))) {
    throw new ApiError(401, 'invalid_signature', 'Assinatura do webhook inválida.');
  }
  await next();
});

export const WEBHOOK_PATH = '/webhooks/payments/sandbox';

/** The sandbox bank's payment confirmations (pix and boleto), HMAC-signed. */
export const registerPaymentWebhook: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: WEBHOOK_PATH,
      tags: ['Pagamentos'],
      summary: 'Confirmação de pagamento do banco (sandbox).',
      description:
        'Cabeçalho `X-Signature: sha256=<hex>`: HMAC-SHA256 do corpo exato com ' +
        'PAYMENT_WEBHOOK_SECRET. Assinatura errada: 401. Evento repetido: `duplicate`. ' +
        'Pedido cobrado por outro provedor (pix da API Pix, Mercado Pago): 409 ' +
        '`order_charged_elsewhere`, nada pago.',
      middleware: requireSignature,
      request: jsonBody(paymentWebhookSchema),
      responses: { 200: jsonContent(webhookResultSchema, 'Evento aplicado.'), ...errorResponses },
    }),
    // Refusals (another provider's order included) are 4xx: in this protocol, ours, a 4xx is
    // final and the bank does not resend, while the error still names why for whoever looks.
    async (c) => {
      const result = await applyPaymentConfirmation(deps, 'sandbox', c.req.valid('json'));
      if (result.result === 'applied') deliverAfterAnswer(c);
      return c.json(result, 200);
    },
  );
};
