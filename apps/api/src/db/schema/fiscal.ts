import {
  INVOICE_CORRECTION_STATUSES,
  INVOICE_STATUSES,
  type InvoiceStatus,
} from '@vitrine/contract/invoices';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { orders } from './commerce.ts';
import { stores } from './stores.ts';

/**
 * What a store needs to issue NF-e (model 55), one row per store, made on its first save
 * (office Configurações → Notas fiscais). The issuer's CNPJ, razão social, CEP, city and UF are
 * the store's legal data (stores.cnpj, legal_name, zip_code, city, state): not copied here.
 * Here is what the NF-e needs beyond them: the inscrição estadual, the address split as the
 * NF-e's `enderEmit` takes it (the legal data keeps one line) with the municipality's IBGE code,
 * the regime and the default tax codes, and the provider's credentials.
 *
 * Secrets are sealed by lib/secrets (context `store:{id}:fiscal.{column without _sealed}`):
 * the provider's token, the A1 certificate (the .pfx bytes, base64) and its password. What the
 * certificate says of itself (holder, CNPJ, validity) is read once, at upload, and kept in the
 * clear: the office shows it and the checklist warns before it expires.
 */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    invoicesEnabled: boolean('invoices_enabled').notNull().default(false),
    regime: text('regime').notNull().default('simples_nacional'),
    /** Digits only; '' with `state_registration_exempt` (or not filled yet). */
    stateRegistration: text('state_registration').notNull().default(''),
    stateRegistrationExempt: boolean('state_registration_exempt').notNull().default(false),
    addressStreet: text('address_street').notNull().default(''),
    addressNumber: text('address_number').notNull().default(''),
    addressComplement: text('address_complement').notNull().default(''),
    addressDistrict: text('address_district').notNull().default(''),
    /** The municipality's IBGE code (7 digits; its first two are the UF's); '' until set. */
    municipalityCode: text('municipality_code').notNull().default(''),
    environment: text('environment').notNull().default('homologacao'),
    /** `automatic`: issued when the order is paid; `manual`: the seller issues each. */
    issueMode: text('issue_mode').notNull().default('manual'),
    cfopSameState: text('cfop_same_state').notNull().default('5102'),
    cfopOtherState: text('cfop_other_state').notNull().default('6102'),
    /** CSOSN (3 digits) under the Simples Nacional and MEI; CST (2 digits) otherwise. */
    icmsCode: text('icms_code').notNull().default('102'),
    pisCst: text('pis_cst').notNull().default('49'),
    cofinsCst: text('cofins_cst').notNull().default('49'),
    providerTokenSealed: text('provider_token_sealed'),
    certificateSealed: text('certificate_sealed'),
    certificatePasswordSealed: text('certificate_password_sealed'),
    certificateHolder: text('certificate_holder'),
    certificateCnpj: text('certificate_cnpj'),
    certificateValidFrom: at('certificate_valid_from'),
    certificateValidUntil: at('certificate_valid_until'),
    certificateUploadedAt: at('certificate_uploaded_at'),
    /**
     * The Authorization the provider sends with each webhook of the store's notes, made when the
     * hook is registered (features/invoices/webhook.ts), sealed like the token.
     */
    webhookAuthorizationSealed: text('webhook_authorization_sealed'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'fiscal_settings_regime_ck',
      sql`${t.regime} in ('simples_nacional', 'mei', 'lucro_presumido', 'lucro_real')`,
    ),
    check('fiscal_settings_environment_ck', sql`${t.environment} in ('homologacao', 'producao')`),
    check('fiscal_settings_issue_mode_ck', sql`${t.issueMode} in ('automatic', 'manual')`),
    check(
      'fiscal_settings_codes_ck',
      sql`${t.municipalityCode} ~ '^([0-9]{7})?$' and ${t.cfopSameState} ~ '^5[0-9]{3}$' and ${t.cfopOtherState} ~ '^6[0-9]{3}$' and ${t.icmsCode} ~ '^[0-9]{2,3}$' and ${t.pisCst} ~ '^[0-9]{2}$' and ${t.cofinsCst} ~ '^[0-9]{2}$' and ${t.stateRegistration} ~ '^[0-9]{0,14}$'`,
    ),
    // The certificate goes whole: its bytes, its password and what it says, or none of them.
    check(
      'fiscal_settings_certificate_ck',
      sql`(${t.certificateSealed} is null) = (${t.certificatePasswordSealed} is null) and (${t.certificateSealed} is null) = (${t.certificateValidUntil} is null)`,
    ),
  ],
);

// A note's states, as the seller reads them: the contract's (features/invoices).
export { INVOICE_STATUSES, type InvoiceStatus };

/**
 * An order's NF-e, one per order: its ref at the fiscal provider is the order's id, so sending
 * it twice (a job run again, a timeout retried) is the same note there. `pendente`: asked for,
 * not yet accepted by the provider; `processando`: at SEFAZ; `rejeitada`: SEFAZ's code and
 * message, and the seller's pt-BR sentence of what to fix, until issued again (the same ref, a
 * new attempt); `autorizada`: the access key, number, series and the files' URLs at
 * the provider; `denegada`, `cancelada`: final.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    environment: text('environment').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    accessKey: text('access_key'),
    number: text('number'),
    series: text('series'),
    /** The note's files at the provider, as whole URLs (FiscalProvider.documentUrl). */
    xmlUrl: text('xml_url'),
    danfeUrl: text('danfe_url'),
    sefazCode: text('sefaz_code'),
    sefazMessage: text('sefaz_message'),
    /** What the seller reads of a refusal: what to fix, in pt-BR. */
    problem: text('problem'),
    /** Sends to the provider (each attempt after a rejection counts). */
    attempts: integer('attempts').notNull().default(0),
    requestedAt: at('requested_at').notNull(),
    authorizedAt: at('authorized_at'),
    /**
     * The cancellation asked for (the sale's cancel, or the seller's "Cancelar nota"): its
     * justification, kept while the job INVOICE_CANCEL runs; SEFAZ's refusal, when it refused.
     */
    cancelJustification: text('cancel_justification'),
    cancelProblem: text('cancel_problem'),
    cancellationXmlUrl: text('cancellation_xml_url'),
    cancelledAt: at('cancelled_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_uq').on(t.orderId),
    index('invoices_store_status_idx').on(t.storeId, t.status),
    check(
      'invoices_status_ck',
      sql`${t.status} in ('pendente', 'processando', 'autorizada', 'rejeitada', 'denegada', 'cancelada')`,
    ),
    check('invoices_access_key_ck', sql`${t.accessKey} ~ '^[0-9]{44}$'`),
  ],
);

/** A note's history, as the sale shows it: each state it reached, and why. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    note: text('note').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/**
 * A note's cartas de correção (SEFAZ event 110110), each as sent: registered with its sequence
 * (1, 2…: the latest replaces the earlier ones) and its files at the provider, or refused with
 * SEFAZ's reason (no sequence spent).
 */
export const invoiceCorrections = pgTable(
  'invoice_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    sequence: integer('sequence'),
    text: text('text').notNull(),
    status: text('status', { enum: INVOICE_CORRECTION_STATUSES }).notNull(),
    sefazCode: text('sefaz_code'),
    sefazMessage: text('sefaz_message'),
    problem: text('problem'),
    xmlUrl: text('xml_url'),
    pdfUrl: text('pdf_url'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('invoice_corrections_invoice_idx').on(t.invoiceId, t.createdAt),
    uniqueIndex('invoice_corrections_sequence_uq').on(t.invoiceId, t.sequence),
    check('invoice_corrections_status_ck', sql`${t.status} in ('registrada', 'recusada')`),
    check(
      'invoice_corrections_sequence_ck',
      sql`(${t.status} = 'registrada') = (${t.sequence} is not null)`,
    ),
  ],
);
