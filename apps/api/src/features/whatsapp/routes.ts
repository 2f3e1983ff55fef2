import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import {
  whatsappSettingsBodySchema,
  whatsappSettingsSchema,
  whatsappWebhookAnswerSchema,
  whatsappWebhookParamsSchema,
  whatsappWebhookVerifySchema,
} from '@vitrine/contract/whatsapp';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { readWhatsappSettings, saveWhatsappSettings } from './settings.ts';
import { receiveWhatsappNotice, verifyWhatsappWebhook } from './webhook.ts';

/**
 * Configurações → WhatsApp (issue #37 §5) and the store's Cloud API webhook: Meta's handshake
 * and the delivery statuses of the order updates it sent.
 */
export const registerWhatsapp: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const answer = jsonContent(whatsappSettingsSchema, 'Os dados do WhatsApp da loja.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/whatsapp',
      summary: 'As mensagens de pedido por WhatsApp da loja (nenhum segredo é respondido).',
      description:
        'Do token de acesso e da chave secreta do app só se há (`access_token_set`, `app_secret_set`). `webhook`: a URL de retorno e o token de verificação a informar no app da Meta. `last_30_days`: as mensagens dos últimos 30 dias por situação.',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) =>
      c.json(await readWhatsappSettings(deps, c.get('session').storeId, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/whatsapp',
      summary: 'Troca os dados do WhatsApp da loja (registrados no histórico).',
      description:
        '`access_token` e `app_secret`: ausente mantém o guardado, um valor troca, null apaga; guardados cifrados, nunca respondidos nem registrados. Ligar (`enabled`) pede o identificador do número, o token e a chave: 422 `whatsapp_settings_incomplete` com cada falta em `details`.',
      request: jsonBody(whatsappSettingsBodySchema),
      responses: {
        200: answer,
        422: jsonContent(errorSchema, 'Dados incompletos.'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await saveWhatsappSettings(
          {
            db: deps.db,
            config: deps.config,
            secrets: deps.secrets,
            actor: actorOf(c),
            now: deps.now(),
          },
          c.req.valid('json'),
        ),
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/webhooks/whatsapp/{storeId}',
      tags: ['WhatsApp'],
      summary: 'Verificação do webhook pela Meta (hub.challenge).',
      description:
        'Com `hub.mode=subscribe` e o `hub.verify_token` da loja, responde o `hub.challenge` em texto; senão 403.',
      request: { params: whatsappWebhookParamsSchema, query: whatsappWebhookVerifySchema },
      responses: {
        200: { content: { 'text/plain': { schema: z.string() } }, description: 'O desafio.' },
        ...errorResponses,
      },
    }),
    async (c) => {
      const { storeId } = c.req.valid('param');
      const query = c.req.valid('query');
      const challenge = await verifyWhatsappWebhook(deps, storeId.toLowerCase(), {
        mode: query['hub.mode'],
        token: query['hub.verify_token'],
        challenge: query['hub.challenge'],
      });
      if (challenge === null) {
        throw new ApiError(403, 'invalid_verify_token', 'Token de verificação inválido.');
      }
      return c.text(challenge, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/webhooks/whatsapp/{storeId}',
      tags: ['WhatsApp'],
      summary: 'Situação das mensagens enviadas (webhook da Cloud API).',
      description:
        'Cabeçalho `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 do corpo exato com a chave secreta do app da loja; errada ou ausente: 401 e nada muda. Cada situação (`sent`, `delivered`, `read`, `failed`) só avança a mensagem da loja que nomeia.',
      request: { params: whatsappWebhookParamsSchema },
      responses: {
        200: jsonContent(whatsappWebhookAnswerSchema, 'Notificação recebida.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { storeId } = c.req.valid('param');
      const received = await receiveWhatsappNotice(
        deps,
        storeId.toLowerCase(),
        c.req.header('x-hub-signature-256'),
        await c.req.text(),
      );
      if (received.outcome === 'unauthorized') {
        throw new ApiError(401, 'invalid_signature', 'Assinatura do webhook inválida.');
      }
      return c.json({ applied: received.applied }, 200);
    },
  );
};
