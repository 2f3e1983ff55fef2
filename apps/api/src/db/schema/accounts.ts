import { sql } from 'drizzle-orm';
import { SELLER_ROLES } from '@vitrine/domain/seller-roles';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, storeId } from './columns.ts';
import { stores } from './stores.ts';

/** Buyers. No password hash yet = the pre-account draft of spec §3, awaiting first access. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    /** Stored lower-cased: one account per address and store. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    cpf: text('cpf'),
    phone: text('phone'),
    /** 'YYYY-MM-DD' (spec §5: entered dd/mm/aaaa, spoken as ISO midnight UTC). */
    birthDate: text('birth_date'),
    /**
     * Since when the shopper wants an e-mail when a favourite's price drops; null: not wanted
     * (the default: opt-in). Each change is also a customer_consents row (when, how).
     */
    priceAlertsSince: at('price_alerts_since'),
    /**
     * Since when the shopper takes the store's marketing e-mails (the abandoned-cart reminders);
     * null: not wanted (opt-in, asked at sign-up, checkout and in the account). Each change is a
     * customer_consents row too.
     */
    marketingEmailsSince: at('marketing_emails_since'),
    createdAt: createdAt(),
    /**
     * Name and e-mail, lower case, no accents: what the seller's sales search matches a piece
     * of (features/sales/filters.ts), kept by PostgreSQL. f_customer_search_text is SQL-only
     * (migration 0006_sales_office).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`public.f_customer_search_text(first_name, last_name, email)`,
    ),
  },
  (t) => [
    uniqueIndex('customers_store_email_uq').on(t.storeId, t.email),
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Back-office users. Invited (no password) until they follow their first-access link. `role`
 * says what they may do in the office (`@vitrine/domain/seller-roles`); no default, so every
 * insert says it (a forgotten role must not make an owner).
 */
export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    role: text('role', { enum: SELLER_ROLES }).notNull(),
    /**
     * When the seller followed the e-mail confirmation link (a store's sign-up sends it); null
     * until then. Sellers who already had a password when the column came were taken as
     * confirmed: their e-mail carried the first-access link they used.
     */
    emailConfirmedAt: at('email_confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sellers_store_email_uq').on(t.storeId, t.email),
    // One e-mail owns one account across every store (the sign-up's check): the unique index
    // above leads with the store and cannot find an e-mail alone. E-mails are stored lower-cased
    // and looked up as stored, so the plain column serves.
    index('sellers_email_idx').on(t.email),
    check('sellers_role_ck', sql`${t.role} in ('owner', 'admin', 'sales')`),
    index('sellers_store_role_idx').on(t.storeId, t.role),
  ],
);

export type AccountKind = 'customer' | 'seller';

/**
 * Two-step verification (TOTP, RFC 6238) of a seller or a platform operator: the
 * authenticator's secret sealed with SECRETS_KEY, `confirmedAt` null until the first code
 * proved the app holds it, and the last time step a code was accepted at, so a code is good
 * once within its window.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    accountKind: text('account_kind', { enum: ['seller', 'operator'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    confirmedAt: at('confirmed_at'),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountKind, t.accountId] }),
    check('two_factor_kind_ck', sql`${t.accountKind} in ('seller', 'operator')`),
  ],
);

/** The one-time recovery codes of a two-step verification, hashed; shown once when made. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKind: text('account_kind', { enum: ['seller', 'operator'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_account_idx').on(t.accountKind, t.accountId)],
);

/**
 * Login sessions (the "connected devices"). Only the sha256 of the opaque bearer token is kept,
 * so a database leak does not leak live sessions. Seller sessions expire after 24 h (spec §9).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    kind: text('kind', { enum: ['customer', 'seller'] }).notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    deviceType: text('device_type').notNull().default(''),
    /** Already masked (189.12.x.x): the full address is personal data we do not need. */
    ipMasked: text('ip_masked').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_account_idx').on(t.kind, t.accountId),
  ],
);

/**
 * One-time links: first access (sign-up / invitation), recover access, a store owner's e-mail
 * confirmation, and a seller's store preview. Hashed like sessions.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    kind: text('kind', { enum: ['customer', 'seller'] }).notNull(),
    /**
     * `office_login`: the sign-up's one-time code the office trades for a session
     * (features/store-sign-up). `preview_grant` and `preview`: a seller's look at their store
     * before it opens (features/store-preview): the office's one-time grant, and the token the
     * storefront keeps. `price_alerts_unsubscribe`: a price-drop e-mail's one-click link
     * (features/favourites), good as often as it is followed until it expires;
     * `marketing_unsubscribe` the same for the marketing e-mails (features/cart-reminders).
     */
    purpose: text('purpose', {
      enum: [
        'first_access',
        'recover',
        'confirm_email',
        'office_login',
        'preview_grant',
        'preview',
        'price_alerts_unsubscribe',
        'marketing_unsubscribe',
      ],
    }).notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_account_idx').on(t.kind, t.accountId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    zipCode: text('zip_code').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    /** Two-letter sigla (spec §3 states reference list). */
    state: text('state').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/**
 * Fixed-window counters for login / recover-access throttling. In the database, not in memory,
 * so the limit holds across API replicas behind a load balancer.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** CEP lookups already answered (found or not), so repeated lookups skip the provider. */
export const cepCache = pgTable('cep_cache', {
  cep: text('cep').primaryKey(),
  /** null = the provider said the CEP does not exist. */
  address: jsonb('address').$type<CachedCepAddress | null>(),
  fetchedAt: at('fetched_at').notNull(),
});

export type CachedCepAddress = {
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  /**
   * The municipality's IBGE code (ViaCEP's `ibge`, 7 digits): an NF-e names its addresses'
   * municipalities by it. Absent from lookups cached before it was kept (lookup.ts asks again).
   */
  municipality_code?: string;
};

/** Every e-mail the API sends is written here first (sent by SMTP when configured). */
/**
 * Every e-mail the API writes, and the queue they leave by (features/email/delivery.ts): a row is
 * written `queued` in the same transaction as what causes it (an order paid, a password
 * changed), then a worker sends it, retrying with backoff until `sent`, or `failed` after the
 * last attempt; `logged` when no mail server is configured (the demo reads it at /dev/outbox).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    /** Headers of its own (a marketing e-mail's List-Unsubscribe, RFC 8058); null: none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed'] }).notNull(),
    /** Delivery attempts so far (each claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next take it: now for a new e-mail, later after a failure or a claim. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.createdAt),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);
