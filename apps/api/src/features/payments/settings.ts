import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { paymentSettings } from '../../db/schema/index.ts';
import type { SecretBox } from '../../lib/secrets/secret-box.ts';

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The audit log's name for a store's payment providers (entity id: the store's). */
export const PAYMENT_SETTINGS_ENTITY = 'payment_settings';

/** The sealed columns, by the name their context carries. */
export const SEALED_FIELDS = {
  pix_api_client_secret: 'pixApiClientSecretSealed',
  pix_api_certificate: 'pixApiCertificateSealed',
  pix_api_private_key: 'pixApiPrivateKeySealed',
  mp_access_token: 'mpAccessTokenSealed',
  mp_webhook_secret: 'mpWebhookSecretSealed',
} as const satisfies Record<string, keyof PaymentSettingsRow>;
export type SealedField = keyof typeof SEALED_FIELDS;

/**
 * Where a sealed value may be opened: this store's field, nowhere else (a value copied to
 * another store's row, or to another field, does not open).
 */
export const paymentSecretContext = (storeId: string, field: SealedField) =>
  `store:${storeId}:payments.${field}`;

/** A store that never saved its payment settings: every method in the sandbox. */
export function defaultPaymentRow(storeId: string): PaymentSettingsRow {
  return {
    storeId,
    pixProvider: 'sandbox',
    cardProvider: 'sandbox',
    boletoProvider: 'sandbox',
    pixApiBaseUrl: '',
    pixApiTokenPath: '/oauth/token',
    pixApiScope: '',
    pixApiClientId: '',
    pixApiClientSecretSealed: null,
    pixApiCertificateSealed: null,
    pixApiPrivateKeySealed: null,
    pixApiCa: null,
    mpPublicKey: '',
    mpAccessTokenSealed: null,
    mpWebhookSecretSealed: null,
    webhookToken: '',
    pixApiTestedDigest: null,
    pixApiVerifiedAt: null,
    mpTestedDigest: null,
    mpVerifiedAt: null,
    updatedAt: new Date(0),
  };
}

/** The store's row, or the all-sandbox defaults when it never saved one. */
const settingsOfStore = preparedQuery((db) =>
  db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.storeId, sql.placeholder('storeId')))
    .prepare('payment_settings_of_store'),
);

export async function readPaymentSettings(
  db: Database,
  storeId: string,
): Promise<PaymentSettingsRow> {
  const [row] = await settingsOfStore(db).execute({ storeId });
  return row ?? defaultPaymentRow(storeId);
}

const settingsByWebhookToken = preparedQuery((db) =>
  db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.webhookToken, sql.placeholder('token')))
    .prepare('payment_settings_by_webhook_token'),
);

/** The store with this webhook token, for the providers' callback URLs. */
export async function paymentSettingsByWebhookToken(
  db: Database,
  token: string,
): Promise<PaymentSettingsRow | null> {
  if (token.length < 32) return null;
  const [row] = await settingsByWebhookToken(db).execute({ token });
  return row ?? null;
}

/** A sealed field opened, or null when none is stored. */
export function openSealed(
  row: PaymentSettingsRow,
  secrets: SecretBox,
  field: SealedField,
): string | null {
  const sealed = row[SEALED_FIELDS[field]];
  return sealed ? secrets.open(sealed, paymentSecretContext(row.storeId, field)) : null;
}

export type PixApiCredentials = {
  baseUrl: string;
  tokenPath: string;
  scope: string;
  clientId: string;
  clientSecret: string;
  tls: { cert: string; key: string; ca?: string };
};

/** What createPixApiClient needs, or null while anything is missing. */
export function pixApiCredentialsOf(
  row: PaymentSettingsRow,
  secrets: SecretBox,
): PixApiCredentials | null {
  const clientSecret = openSealed(row, secrets, 'pix_api_client_secret');
  const cert = openSealed(row, secrets, 'pix_api_certificate');
  const key = openSealed(row, secrets, 'pix_api_private_key');
  if (!row.pixApiBaseUrl || !row.pixApiClientId || !clientSecret || !cert || !key) return null;
  return {
    baseUrl: row.pixApiBaseUrl,
    tokenPath: row.pixApiTokenPath,
    scope: row.pixApiScope,
    clientId: row.pixApiClientId,
    clientSecret,
    tls: { cert, key, ...(row.pixApiCa ? { ca: row.pixApiCa } : {}) },
  };
}

export type MercadoPagoCredentials = {
  publicKey: string;
  accessToken: string;
  webhookSecret: string;
};

/** The store's Mercado Pago account, or null while anything is missing. */
export function mercadoPagoCredentialsOf(
  row: PaymentSettingsRow,
  secrets: SecretBox,
): MercadoPagoCredentials | null {
  const accessToken = openSealed(row, secrets, 'mp_access_token');
  const webhookSecret = openSealed(row, secrets, 'mp_webhook_secret');
  if (!row.mpPublicKey || !accessToken || !webhookSecret) return null;
  return { publicKey: row.mpPublicKey, accessToken, webhookSecret };
}
