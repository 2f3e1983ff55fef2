import { randomBytes } from 'node:crypto';
import type {
  PaymentSettings,
  paymentSettingsBodySchema,
} from '@vitrine/contract/payment-settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { paymentSettings, stores } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';
import { readCaFile, readClientIdentity } from './certificate.ts';
import {
  defaultPaymentRow,
  PAYMENT_SETTINGS_ENTITY,
  paymentSecretContext,
  type PaymentSettingsRow,
  type SealedField,
} from '../payments/settings.ts';
import { paymentSettingsAnswer } from './serialize.ts';
import {
  verificationAfterSave,
  verificationAfterTest,
  type TestedProvider,
} from './verification.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { tellPspWhereToNotify } from './webhook-job.ts';

type SettingsBody = z.output<typeof paymentSettingsBodySchema>;
type Problem = { path: string; message: string };

/** 24 random bytes: 32 base64url characters, the callback URLs' store token. */
const newWebhookToken = () => randomBytes(24).toString('base64url');

const incomplete = (problems: Problem[]) =>
  new ApiError(422, 'payment_settings_incomplete', problems[0]!.message, problems);

/**
 * Why a method cannot go to its chosen provider yet, field by field (pt-BR). The pix key is
 * the store's own (its charges are made to it).
 */
function completenessProblems(row: PaymentSettingsRow, pixKey: string): Problem[] {
  const problems: Problem[] = [];
  if (row.pixProvider === 'pix_api') {
    const need = (ok: unknown, path: string, what: string) => {
      if (!ok) problems.push({ path, message: `Para receber pix pela API Pix, ${what}.` });
    };
    need(row.pixApiBaseUrl, 'pix_api.base_url', 'informe a URL da API do seu banco');
    need(row.pixApiClientId, 'pix_api.client_id', 'informe o client id');
    need(row.pixApiClientSecretSealed, 'pix_api.client_secret', 'informe o client secret');
    need(
      row.pixApiCertificateSealed && row.pixApiPrivateKeySealed,
      'pix_api.certificate',
      'envie o certificado que o banco emitiu para a loja',
    );
    need(pixKey, 'pix_key', 'a loja precisa de uma chave Pix cadastrada');
  }
  const mercadoPago = (['pix', 'card', 'boleto'] as const).filter(
    (method) =>
      ({ pix: row.pixProvider, card: row.cardProvider, boleto: row.boletoProvider })[method] ===
      'mercado_pago',
  );
  if (mercadoPago.length > 0) {
    const need = (ok: unknown, path: string, what: string) => {
      if (!ok) problems.push({ path, message: `Para receber pelo Mercado Pago, ${what}.` });
    };
    need(row.mpPublicKey, 'mercado_pago.public_key', 'informe a public key');
    need(row.mpAccessTokenSealed, 'mercado_pago.access_token', 'informe o access token');
    need(
      row.mpWebhookSecretSealed,
      'mercado_pago.webhook_secret',
      'informe a assinatura secreta dos webhooks',
    );
  }
  return problems;
}

/**
 * What the history keeps: every field a seller sees; of each secret only its hint, of a
 * certificate its subject and expiry — never a secret.
 */
function auditFieldsOf(answer: PaymentSettings): Record<string, unknown> {
  const { pix_api: pixApi, mercado_pago: mp } = answer;
  const certificate = (summary: PaymentSettings['pix_api']['certificate']) =>
    summary ? `${summary.subject} (vence em ${summary.valid_until.slice(0, 10)})` : null;
  return {
    'methods.pix': answer.methods.pix,
    'methods.card': answer.methods.card,
    'methods.boleto': answer.methods.boleto,
    'pix_api.base_url': pixApi.base_url,
    'pix_api.token_path': pixApi.token_path,
    'pix_api.scope': pixApi.scope,
    'pix_api.client_id': pixApi.client_id,
    'pix_api.client_secret': pixApi.client_secret_hint,
    'pix_api.certificate': certificate(pixApi.certificate),
    'pix_api.ca': certificate(pixApi.ca),
    'mercado_pago.public_key': mp.public_key,
    'mercado_pago.access_token': mp.access_token_hint,
    'mercado_pago.webhook_secret': mp.webhook_secret_hint,
  };
}

/**
 * Replaces the store's payment settings. Each secret in the body is sealed before it reaches
 * the database (absent keeps the stored one, null removes it); a certificate is read and
 * checked first. A method goes to a provider only with its credentials complete (422
 * `payment_settings_incomplete`, each missing field in `details`). Recorded in the history.
 */
export async function savePaymentSettings(
  db: Database,
  jobs: JobSender,
  secrets: SecretBox,
  actor: AuditActor,
  body: SettingsBody,
  now: Date,
): Promise<PaymentSettings> {
  // Read before the transaction: a bad file is refused without holding a lock.
  const identity = body.pix_api.certificate
    ? readClientIdentity(body.pix_api.certificate, now)
    : body.pix_api.certificate;
  const ca = body.pix_api.ca_file
    ? readCaFile(body.pix_api.ca_file, now).pem
    : body.pix_api.ca_file;
  const seal = (field: SealedField, value: string) =>
    secrets.seal(value, paymentSecretContext(actor.storeId, field));
  /** undefined keeps, null removes, a value is sealed. */
  const next = (value: string | null | undefined, field: SealedField, kept: string | null) =>
    value === undefined ? kept : value === null ? null : seal(field, value);

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.storeId, actor.storeId))
      .for('update');
    const [store] = await tx
      .select({ pixKey: stores.pixKey })
      .from(stores)
      .where(eq(stores.id, actor.storeId));
    const pixKey = store?.pixKey ?? '';
    const before = locked ?? defaultPaymentRow(actor.storeId);
    const { pix_api: pixApi, mercado_pago: mp } = body;
    const columns = {
      pixProvider: body.methods.pix,
      cardProvider: body.methods.card,
      boletoProvider: body.methods.boleto,
      pixApiBaseUrl: pixApi.base_url,
      pixApiTokenPath: pixApi.token_path,
      pixApiScope: pixApi.scope,
      pixApiClientId: pixApi.client_id,
      pixApiClientSecretSealed: next(
        pixApi.client_secret,
        'pix_api_client_secret',
        before.pixApiClientSecretSealed,
      ),
      pixApiCertificateSealed: next(
        identity === undefined ? undefined : (identity?.certPem ?? null),
        'pix_api_certificate',
        before.pixApiCertificateSealed,
      ),
      pixApiPrivateKeySealed: next(
        identity === undefined ? undefined : (identity?.keyPem ?? null),
        'pix_api_private_key',
        before.pixApiPrivateKeySealed,
      ),
      pixApiCa: ca === undefined ? before.pixApiCa : ca,
      mpPublicKey: mp.public_key,
      mpAccessTokenSealed: next(mp.access_token, 'mp_access_token', before.mpAccessTokenSealed),
      mpWebhookSecretSealed: next(
        mp.webhook_secret,
        'mp_webhook_secret',
        before.mpWebhookSecretSealed,
      ),
      webhookToken: before.webhookToken || newWebhookToken(),
      updatedAt: now,
    };
    const problems = completenessProblems({ ...before, ...columns }, pixKey);
    if (problems.length > 0) throw incomplete(problems);
    const saved = {
      ...columns,
      ...verificationAfterSave({ ...before, ...columns }, secrets, now),
    };
    const [after] = await tx
      .insert(paymentSettings)
      .values({ storeId: actor.storeId, ...saved })
      .onConflictDoUpdate({ target: paymentSettings.storeId, set: saved })
      .returning();
    const answer = paymentSettingsAnswer(after!, pixKey, secrets, now);
    await recordAudit(tx, {
      ...actor,
      entity: PAYMENT_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(paymentSettingsAnswer(before, pixKey, secrets, now)),
      after: auditFieldsOf(answer),
    });
    await tellPspWhereToNotify(tx, jobs, actor.storeId, answer);
    return answer;
  });
}

/**
 * A "Testar conexão" that worked: its digest kept, and the stored credentials marked working
 * when they are the ones tested (verification.ts). A store that never saved gets its row (all
 * sandbox, as before) to keep it in. Recorded in the history as a test.
 */
export async function recordWorkingTest(
  db: Database,
  secrets: SecretBox,
  actor: AuditActor,
  provider: TestedProvider,
  digest: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(paymentSettings)
      .where(eq(paymentSettings.storeId, actor.storeId))
      .for('update');
    const before = locked ?? defaultPaymentRow(actor.storeId);
    const columns = verificationAfterTest(before, secrets, provider, digest, now);
    await tx
      .insert(paymentSettings)
      .values({
        ...before,
        webhookToken: before.webhookToken || newWebhookToken(),
        updatedAt: locked ? before.updatedAt : now,
        ...columns,
      })
      .onConflictDoUpdate({ target: paymentSettings.storeId, set: columns });
    const verifiedAt = (row: { pixApiVerifiedAt: Date | null; mpVerifiedAt: Date | null }) =>
      (provider === 'pix_api' ? row.pixApiVerifiedAt : row.mpVerifiedAt)?.toISOString() ?? null;
    await recordAudit(tx, {
      ...actor,
      entity: PAYMENT_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action: 'test',
      before: { [`${provider}.tested_at`]: null, [`${provider}.verified_at`]: verifiedAt(before) },
      after: {
        [`${provider}.tested_at`]: now.toISOString(),
        [`${provider}.verified_at`]: verifiedAt({ ...before, ...columns }),
      },
    });
  });
}
