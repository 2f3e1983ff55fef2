import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import {
  paymentConnectionTestBodySchema,
  paymentConnectionTestSchema,
  paymentSettingsBodySchema,
  paymentSettingsSchema,
  pixKeyBodySchema,
} from '@vitrine/contract/payment-settings';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { testPaymentConnection } from './connection-test.ts';
import { savePixKey } from './pix-key.ts';
import { recordWorkingTest, savePaymentSettings } from './save.ts';
import { readPaymentSettings } from '../payments/settings.ts';
import { paymentSettingsAnswer } from './serialize.ts';

/**
 * Who receives the store's payments (office Configurações → Contas de recebimento): per
 * method the sandbox, the store's bank (API Pix) or its Mercado Pago account, and their
 * credentials, sealed. Settings routes: one role gate; every write in the store's history.
 */
export const registerPaymentSettings: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const settings = jsonContent(paymentSettingsSchema, 'Contas de recebimento da loja.');
  const refused = jsonContent(errorSchema, 'Credenciais incompletas ou certificado recusado.');
  const secrets = () => deps.secrets;
  const pixKeyOf = async (storeId: string) => {
    const [store] = await deps.db
      .select({ pixKey: stores.pixKey })
      .from(stores)
      .where(eq(stores.id, storeId));
    return store?.pixKey ?? '';
  };

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/payments',
      summary: 'Quem recebe cada meio de pagamento (nenhum segredo é respondido).',
      description:
        'De cada segredo só os últimos caracteres (`••••1234`); do certificado, o titular, o emissor e a validade.',
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) => {
      const storeId = c.get('session').storeId;
      const [row, pixKey] = await Promise.all([
        readPaymentSettings(deps.db, storeId),
        pixKeyOf(storeId),
      ]);
      return c.json(paymentSettingsAnswer(row, pixKey, secrets(), deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/payments',
      summary: 'Troca as contas de recebimento (registradas no histórico da loja).',
      description:
        'Cada segredo (`client_secret`, `certificate`, `access_token`, `webhook_secret`, e a `ca_file`): ausente mantém o guardado, um valor troca, null apaga; guardados cifrados, nunca respondidos nem registrados. O certificado vem como os bytes do arquivo em base64: .p12/.pfx com `password`, ou PEM (a chave no mesmo arquivo ou em `key_file`); 422 `payment_certificate_invalid` quando não lê, a chave não é dele ou venceu. Um meio só vai para um provedor com as credenciais completas: 422 `payment_settings_incomplete`, cada campo em `details`.',
      request: jsonBody(paymentSettingsBodySchema),
      responses: { 200: settings, 422: refused, ...errorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      // With pix on the API Pix, the store's PSP is told where to send its pix by a job queued
      // with the save (a slow PSP does not hold the seller's save; reconciliation still finds
      // payments while it is not told).
      const saved = await savePaymentSettings(
        deps.db,
        deps.jobs,
        secrets(),
        actorOf(c),
        body,
        deps.now(),
      );
      return c.json(saved, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/payments/pix-key',
      summary: 'Cadastra a chave Pix da loja (registrada no histórico).',
      description:
        'A chave pela qual a loja recebe pix: `type` `cpf` ou `cnpj` (dígitos verificadores; CNPJ alfanumérico aceito), `email` (até 77 caracteres), `phone` (celular com DDD, guardado como +55DDDNÚMERO) ou `random` (a chave aleatória, um UUID), nos formatos do DICT do Banco Central; guardada como o DICT a guarda. 400 `validation_error` com a mensagem em `details` (caminho `key`) quando a chave não é do tipo escolhido. Sem chave o checkout não oferece pix, e a API Pix não pode receber.',
      request: jsonBody(pixKeyBodySchema),
      responses: { 200: settings, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      // The API Pix's webhook is set per key (PUT /webhook/{chave}): a job queued with the save
      // tells the bank again.
      const saved = await savePixKey(
        deps.db,
        deps.jobs,
        secrets(),
        actor,
        c.req.valid('json'),
        deps.now(),
      );
      // Checkout reads the key from the store's row: this replica's copy is stale now.
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/payments/test',
      summary: 'Testa a conexão com a API Pix do banco ou com o Mercado Pago.',
      description:
        'API Pix: pede um token OAuth por TLS mútuo. Mercado Pago: lê a conta do access token. Cada campo ausente usa o guardado; nenhuma credencial é salva nem respondida. Um teste que funciona fica registrado (o resumo das credenciais usadas): a conta conta como testada no checklist da loja enquanto as guardadas forem essas. 200 `{ ok: true, message }` ou `{ ok: false, reason, message }`; 422 quando falta uma credencial ou o certificado é recusado.',
      request: jsonBody(paymentConnectionTestBodySchema),
      responses: {
        200: jsonContent(paymentConnectionTestSchema, 'Resultado do teste.'),
        422: refused,
        ...errorResponses,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const row = await readPaymentSettings(deps.db, c.get('session').storeId);
      const { answer, digest } = await testPaymentConnection(row, secrets(), body, {
        mercadoPagoUrl: deps.config.MERCADO_PAGO_URL,
        now: deps.now(),
        timeoutMs: deps.config.OUTSIDE_TIMEOUT_MS,
      });
      // A test that worked counts for the first-run checklist once those credentials are the
      // stored ones (now, or at the next save).
      if (digest) {
        await recordWorkingTest(deps.db, secrets(), actorOf(c), body.provider, digest, deps.now());
      }
      return c.json(answer, 200);
    },
  );
};
