import { createRoute, z } from '@hono/zod-openapi';
import {
  invoiceWebhookAnswerSchema,
  invoiceWebhookParamsSchema,
} from '@vitrine/contract/invoice-webhooks';
import type { Feature } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { receiveInvoiceNotice } from './webhook.ts';

/**
 * Focus NFe's webhook for a store's notes (registered by webhook.ts with the store's own
 * Authorization). A notice with another Authorization is 401; any other is answered 200 — the
 * provider retries what is not 2xx — having read the note back from the provider.
 */
export const registerInvoiceWebhookRoute: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/focus-nfe/{storeId}',
      tags: ['Notas fiscais'],
      summary: 'Notificação de mudança de uma NF-e da loja (Focus NFe).',
      request: {
        params: invoiceWebhookParamsSchema,
        body: { content: { 'application/json': { schema: z.unknown() } }, required: true },
      },
      responses: {
        200: jsonContent(invoiceWebhookAnswerSchema, 'Notificação recebida.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { storeId } = c.req.valid('param');
      const outcome = await receiveInvoiceNotice(
        deps,
        storeId.toLowerCase(),
        c.req.header('authorization'),
        await c.req.json().catch(() => null),
      );
      if (outcome === 'unauthorized') {
        throw new ApiError(401, 'invalid_signature', 'Notificação não autorizada.');
      }
      return c.json({ applied: outcome === 'applied' }, 200);
    },
  );
};
