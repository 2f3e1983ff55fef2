import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { stores } from './stores.ts';

/**
 * Which provider receives each payment method of a store, and that provider's credentials
 * (office Configurações → Recebimento); one row per store, made on first save, all sandbox
 * without one. Secrets are kept sealed by lib/secrets (context
 * `store:{id}:payments.{column without _sealed}`): never in the clear, never answered.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    pixProvider: text('pix_provider').notNull().default('sandbox'),
    cardProvider: text('card_provider').notNull().default('sandbox'),
    boletoProvider: text('boleto_provider').notNull().default('sandbox'),
    /** The PSP's API Pix base, https://…; '' until set. */
    pixApiBaseUrl: text('pix_api_base_url').notNull().default(''),
    pixApiTokenPath: text('pix_api_token_path').notNull().default('/oauth/token'),
    /** Space-separated scopes some PSPs ask in the token request; '' for none. */
    pixApiScope: text('pix_api_scope').notNull().default(''),
    pixApiClientId: text('pix_api_client_id').notNull().default(''),
    pixApiClientSecretSealed: text('pix_api_client_secret_sealed'),
    /** The store's client certificate (PEM, possibly with its chain): sealed with its key. */
    pixApiCertificateSealed: text('pix_api_certificate_sealed'),
    pixApiPrivateKeySealed: text('pix_api_private_key_sealed'),
    /** The PSP's CA (PEM) when it is not a public one: public, kept in the clear. */
    pixApiCa: text('pix_api_ca'),
    /** Mercado Pago's public key goes to the shopper's browser (its card tokenising script). */
    mpPublicKey: text('mp_public_key').notNull().default(''),
    mpAccessTokenSealed: text('mp_access_token_sealed'),
    mpWebhookSecretSealed: text('mp_webhook_secret_sealed'),
    /**
     * Random and unguessable, made at first save: the providers' callback URLs carry it, so a
     * notice names its store without trusting anything in its body.
     */
    webhookToken: text('webhook_token').notNull(),
    /**
     * "Testar conexão" that worked: a digest of the credentials it used (SHA-256 over the store's
     * id and them, private key included: nothing to guess it back from), and when the stored
     * credentials were last those, so a way to receive money counts as working only while what
     * is stored is what was tested (features/payment-settings/verification.ts).
     */
    pixApiTestedDigest: text('pix_api_tested_digest'),
    pixApiVerifiedAt: at('pix_api_verified_at'),
    mpTestedDigest: text('mp_tested_digest'),
    mpVerifiedAt: at('mp_verified_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_settings_webhook_token_idx').on(t.webhookToken),
    check(
      'payment_settings_providers_ck',
      sql`${t.pixProvider} in ('sandbox', 'pix_api', 'mercado_pago') and ${t.cardProvider} in ('sandbox', 'mercado_pago') and ${t.boletoProvider} in ('sandbox', 'mercado_pago')`,
    ),
    check(
      'payment_settings_pix_api_ck',
      sql`${t.pixApiBaseUrl} = '' or ${t.pixApiBaseUrl} like 'https://%'`,
    ),
    // A method is never left with a provider that could not be called (the API checks it too,
    // with a message for the seller; this holds whatever writes the row).
    check(
      'payment_settings_complete_ck',
      sql`(${t.pixProvider} <> 'pix_api' or (${t.pixApiBaseUrl} <> '' and ${t.pixApiClientId} <> '' and ${t.pixApiClientSecretSealed} is not null and ${t.pixApiCertificateSealed} is not null and ${t.pixApiPrivateKeySealed} is not null)) and ('mercado_pago' not in (${t.pixProvider}, ${t.cardProvider}, ${t.boletoProvider}) or (${t.mpPublicKey} <> '' and ${t.mpAccessTokenSealed} is not null and ${t.mpWebhookSecretSealed} is not null))`,
    ),
    check('payment_settings_webhook_token_ck', sql`length(${t.webhookToken}) >= 32`),
  ],
);
