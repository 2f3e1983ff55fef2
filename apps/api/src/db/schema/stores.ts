import type { PaymentDefault } from '@vitrine/domain/payment-schemas';
import { STORE_STATUSES } from '@vitrine/domain/store-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageRef, ImageRefRendition } from './catalog.ts';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `{slug}.{PLATFORM_DOMAIN}` for a store opened by sign-up; never given to another store. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /**
     * draft (signed up, not open yet), open, paused, closed (@vitrine/domain/store-status). Only
     * an open store takes orders. The demo stores, and every store before sign-up existed, are
     * open; the sign-up names `draft`.
     */
    status: text('status', { enum: STORE_STATUSES }).notNull().default('open'),
    /** What shoppers read while the store is paused (blank or null: a standard notice). */
    pauseMessage: text('pause_message'),
    /**
     * When the owner closed the store: its data is kept, and its slug held, for the time the
     * privacy notice says, counted from here. Null while it is not closed.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The store's legal data (Decreto 7.962/2013, art. 2, shown in the storefront's footer once
    // open): legal_name, cpf or cnpj (one of them), address_line + zip_code + city + state,
    // email and phone. Configurações → Dados legais edits them.
    legalName: text('legal_name').notNull().default(''),
    cnpj: text('cnpj').notNull().default(''),
    /** The owner's CPF, for a store opened by a person rather than a company (no CNPJ). */
    cpf: text('cpf').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Address shown in the footer; the city is also the pix merchant city. */
    addressLine: text('address_line').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** Path of the logo under the store's asset folder (see features/assets). */
    logo: text('logo'),
    /** The logo's size in pixels (the header reserves its box); null with no logo. */
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    primaryColor: text('primary_color').notNull().default('#0f5132'),
    secondaryColor: text('secondary_color').notNull().default('#f5f0e6'),
    instagram: text('instagram').notNull().default(''),
    tagManagerId: text('tag_manager_id'),
    pixKey: text('pix_key').notNull().default(''),
    /** Boleto issuer: bank code (3 digits) and the agreement used in the free field. */
    boletoBankCode: text('boleto_bank_code').notNull().default('001'),
    paymentDefault: jsonb('payment_default').$type<PaymentDefault>().notNull(),
    /** Flat shipping fee and the order amount from which shipping is free (cents). */
    shippingFeeCents: integer('shipping_fee_cents').notNull().default(0),
    freeShippingFromCents: integer('free_shipping_from_cents'),
    /**
     * The store's primary domain (one of its verified `store_domains`): its pages on any other
     * host answer 301 to it, and its canonical links name it. Null: none, every host serves.
     */
    primaryHost: text('primary_host'),
    /** The owner's choice: every seller of the store signs in with two-step verification. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /**
     * Suspended by the platform's operators (whatever its status): shoppers see "Loja
     * indisponível", nothing is sold, the office reads but writes nothing. The reason is the
     * owner's to read. Null: not suspended.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stores_status_ck', sql`${t.status} in ('draft', 'open', 'paused', 'closed')`),
    // One store per slug, in byte order (text_pattern_ops): equality is the same, and the
    // sign-up's proposal reads every slug starting with the name's (`slug like 'loja%'`,
    // features/store-sign-up), a range only such an index serves whatever the database's
    // collation. The constraint's name is kept (writes.ts tells its violation by it).
    uniqueIndex('stores_slug_unique').on(t.slug.op('text_pattern_ops')),
  ],
);

/** A store is resolved from the host it is served on; one store, many hosts. */
export const storeHosts = pgTable(
  'store_hosts',
  {
    host: text('host').primaryKey(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [index('store_hosts_store_idx').on(t.storeId)],
);

/**
 * A domain of the store's own (office, Configurações → Domínio), from the moment the seller adds
 * it: the store proves it owns it with a TXT record `_vitrine.{domain}` holding `token`, and
 * points it at the platform (a CNAME to `{slug}.{PLATFORM_DOMAIN}`, or the platform's addresses
 * for an apex). Verified, it is one of the store's `store_hosts` (served, and given a
 * certificate on demand); at most one store holds a domain verified.
 */
export const storeDomains = pgTable(
  'store_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Lower case, no trailing dot (lib/host.ts normalizeHost). */
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    /** `pending` (added, never verified), `verified`, `failing` (verified, records gone since). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When a verified domain's records were first found missing (detached after a grace). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** What the last check found wrong, by code (null when it passed). */
    problem: text('problem'),
  },
  (t) => [
    uniqueIndex('store_domains_store_domain_uq').on(t.storeId, t.domain),
    uniqueIndex('store_domains_held_uq')
      .on(t.domain)
      .where(sql`${t.status} in ('verified', 'failing')`),
    check('store_domains_status_ck', sql`${t.status} in ('pending', 'verified', 'failing')`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** The desktop image: its path under the store's folder (an upload's widest WebP) and size. */
    image: text('image').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** An uploaded desktop image's row and renditions (none for the seeded single files). */
    imageId: uuid('image_id'),
    imageRenditions: jsonb('image_renditions').$type<ImageRefRendition[]>().notNull().default([]),
    /** The phone image (path, size, renditions); null: phones get the desktop one. */
    mobileImage: jsonb('mobile_image').$type<ImageRef>(),
    link: text('link').notNull().default(''),
    position: integer('position').notNull().default(0),
    active: integer('active').notNull().default(1),
    /** Shown from this instant (null: at once) until that one (null: for good). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('banners_store_idx').on(t.storeId, t.position),
    check(
      'banners_window_ck',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
