import { randomBytes } from 'node:crypto';
import {
  WHATSAPP_MESSAGE_STATUSES,
  type WhatsappSettings,
  type WhatsappSettingsBody,
} from '@vitrine/contract/whatsapp';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whatsappMessages, whatsappSettings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';

export type WhatsappSettingsRow = typeof whatsappSettings.$inferSelect;
type Secret = 'access_token' | 'app_secret';

/** The audit log's entity (id: the store's). */
export const WHATSAPP_SETTINGS_ENTITY = 'whatsapp_settings';

/** Where a sealed value of a store's WhatsApp settings may be opened (lib/secrets). */
export const whatsappSecretContext = (storeId: string, field: Secret) =>
  `store:${storeId}:whatsapp.${field}`;

/** Where Meta's app sends the store's notices (its webhook's callback URL). */
export const whatsappWebhookUrl = (deps: Pick<AppDeps, 'config'>, storeId: string) =>
  `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}/webhooks/whatsapp/${storeId}`;

const MISSING_MESSAGES = {
  phone_number_id: 'Informe o identificador do número de telefone (Phone number ID).',
  access_token: 'Informe o token de acesso.',
  app_secret: 'Informe a chave secreta do app (App secret), que confere o webhook.',
} as const;
export const INCOMPLETE_MESSAGE = 'Complete os dados do WhatsApp para ligar as mensagens.';

/** A store that never saved: off, Meta's names for the suggested templates. */
export function defaultWhatsappRow(storeId: string): WhatsappSettingsRow {
  return {
    storeId,
    enabled: false,
    phoneNumberId: '',
    businessAccountId: '',
    accessTokenSealed: null,
    appSecretSealed: null,
    verifyToken: '',
    templatePaid: 'pedido_pago',
    templateShipped: 'pedido_enviado',
    templateDelivered: 'pedido_entregue',
    language: 'pt_BR',
    updatedAt: new Date(0),
  };
}

/** The random token Meta's handshake echoes (`hub.verify_token`): not a credential of Meta's. */
export const newVerifyToken = () => randomBytes(24).toString('base64url');

export function missingOf(row: WhatsappSettingsRow): WhatsappSettings['missing'] {
  const missing: WhatsappSettings['missing'] = [];
  if (!row.phoneNumberId) missing.push({ field: 'phone_number_id', message: '' });
  if (!row.accessTokenSealed) missing.push({ field: 'access_token', message: '' });
  if (!row.appSecretSealed) missing.push({ field: 'app_secret', message: '' });
  return missing.map(({ field }) => ({ field, message: MISSING_MESSAGES[field] }));
}

/** What the audit log keeps: never a secret, only whether each is set. */
export const auditFieldsOf = (row: WhatsappSettingsRow) => ({
  enabled: row.enabled,
  phone_number_id: row.phoneNumberId,
  business_account_id: row.businessAccountId,
  access_token_set: row.accessTokenSealed !== null,
  app_secret_set: row.appSecretSealed !== null,
  template_paid: row.templatePaid,
  template_shipped: row.templateShipped,
  template_delivered: row.templateDelivered,
  language: row.language,
});

const DAY_MS = 86_400_000;

async function lastMonthOf(db: Database, storeId: string, now: Date) {
  const rows = await db
    .select({ status: whatsappMessages.status, n: count() })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.storeId, storeId),
        gte(whatsappMessages.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .groupBy(whatsappMessages.status);
  const counts = Object.fromEntries(WHATSAPP_MESSAGE_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts as WhatsappSettings['last_30_days'];
}

function settingsOf(
  deps: Pick<AppDeps, 'config'>,
  row: WhatsappSettingsRow,
  lastMonth: WhatsappSettings['last_30_days'],
): WhatsappSettings {
  return {
    enabled: row.enabled,
    phone_number_id: row.phoneNumberId,
    business_account_id: row.businessAccountId,
    access_token_set: row.accessTokenSealed !== null,
    app_secret_set: row.appSecretSealed !== null,
    templates: {
      paid: row.templatePaid,
      shipped: row.templateShipped,
      delivered: row.templateDelivered,
    },
    language: row.language,
    webhook: { url: whatsappWebhookUrl(deps, row.storeId), verify_token: row.verifyToken },
    missing: missingOf(row),
    last_30_days: lastMonth,
  };
}

/** The store's row, made (off, with its verify token) the first time it is asked for. */
async function rowOf(db: Database, storeId: string): Promise<WhatsappSettingsRow> {
  await db
    .insert(whatsappSettings)
    .values({ ...defaultWhatsappRow(storeId), verifyToken: newVerifyToken() })
    .onConflictDoNothing({ target: whatsappSettings.storeId });
  const [row] = await db
    .select()
    .from(whatsappSettings)
    .where(eq(whatsappSettings.storeId, storeId));
  return row!;
}

/** GET /settings/whatsapp: no secret answered, only whether each is set. */
export async function readWhatsappSettings(
  deps: Pick<AppDeps, 'db' | 'config'>,
  storeId: string,
  now: Date,
): Promise<WhatsappSettings> {
  const [row, lastMonth] = await Promise.all([
    rowOf(deps.db, storeId),
    lastMonthOf(deps.db, storeId, now),
  ]);
  return settingsOf(deps, row, lastMonth);
}

type Write = Pick<AppDeps, 'db' | 'config'> & { secrets: SecretBox; actor: AuditActor; now: Date };

/**
 * PUT /settings/whatsapp, in one transaction with its audit (never a secret in it). A secret
 * absent keeps the stored one, null removes it, a value is sealed. Turning the messages on asks
 * for everything they need (422 `whatsapp_settings_incomplete`, each field in `details`).
 */
export async function saveWhatsappSettings(
  write: Write,
  body: WhatsappSettingsBody,
): Promise<WhatsappSettings> {
  const { db, secrets, actor, now } = write;
  const sealed = (value: string | null | undefined, kept: string | null, field: Secret) =>
    value === undefined
      ? kept
      : value === null
        ? null
        : secrets.seal(value, whatsappSecretContext(actor.storeId, field));
  const row = await db.transaction(async (tx: Database) => {
    await rowOf(tx, actor.storeId);
    const [before] = await tx
      .select()
      .from(whatsappSettings)
      .where(eq(whatsappSettings.storeId, actor.storeId))
      .for('update');
    const columns = {
      enabled: body.enabled,
      phoneNumberId: body.phone_number_id,
      businessAccountId: body.business_account_id,
      accessTokenSealed: sealed(body.access_token, before!.accessTokenSealed, 'access_token'),
      appSecretSealed: sealed(body.app_secret, before!.appSecretSealed, 'app_secret'),
      templatePaid: body.templates.paid,
      templateShipped: body.templates.shipped,
      templateDelivered: body.templates.delivered,
      language: body.language,
      updatedAt: now,
    };
    const missing = missingOf({ ...before!, ...columns });
    if (columns.enabled && missing.length > 0) {
      throw new ApiError(
        422,
        'whatsapp_settings_incomplete',
        INCOMPLETE_MESSAGE,
        missing.map(({ field, message }) => ({ path: field, message })),
      );
    }
    const [after] = await tx
      .update(whatsappSettings)
      .set(columns)
      .where(eq(whatsappSettings.storeId, actor.storeId))
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: WHATSAPP_SETTINGS_ENTITY,
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(before!),
      after: auditFieldsOf(after!),
    });
    return after!;
  });
  return settingsOf(write, row, await lastMonthOf(db, actor.storeId, now));
}

/** The store's sending settings, opened: null when its messages are off or incomplete. */
export async function senderOf(
  deps: Pick<AppDeps, 'db' | 'secrets'>,
  storeId: string,
): Promise<{ row: WhatsappSettingsRow; accessToken: string } | null> {
  const [row] = await deps.db
    .select()
    .from(whatsappSettings)
    .where(eq(whatsappSettings.storeId, storeId));
  if (!row?.enabled || !row.accessTokenSealed || !row.phoneNumberId) return null;
  return {
    row,
    accessToken: deps.secrets.open(
      row.accessTokenSealed,
      whatsappSecretContext(storeId, 'access_token'),
    ),
  };
}

/** The store sends order updates by WhatsApp (the checkout offers them). */
export async function whatsappOn(db: Database, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: whatsappSettings.enabled })
    .from(whatsappSettings)
    .where(eq(whatsappSettings.storeId, storeId));
  return row?.enabled ?? false;
}
