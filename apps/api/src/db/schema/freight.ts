import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, storeId } from './columns.ts';
import { stores } from './stores.ts';

/**
 * How a store charges freight (office Configurações → Frete); one row per store, made on first
 * save. The Melhor Envio token is kept sealed (lib/secrets): never in the clear, never answered.
 */
export const freightSettings = pgTable(
  'freight_settings',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 8 digits, '' until set. */
    originCep: text('origin_cep').notNull().default(''),
    defaultWeightGrams: integer('default_weight_grams').notNull(),
    defaultHeightCm: numeric('default_height_cm', {
      precision: 6,
      scale: 1,
      mode: 'number',
    }).notNull(),
    defaultWidthCm: numeric('default_width_cm', {
      precision: 6,
      scale: 1,
      mode: 'number',
    }).notNull(),
    defaultLengthCm: numeric('default_length_cm', {
      precision: 6,
      scale: 1,
      mode: 'number',
    }).notNull(),
    ownTableEnabled: boolean('own_table_enabled').notNull().default(false),
    /** [{ minimumOrderCents, region | null }] (@vitrine/domain/freight-table FreeShippingRule). */
    freeShipping: jsonb('free_shipping')
      .$type<{ minimumOrderCents: number; region: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pickupEnabled: boolean('pickup_enabled').notNull().default(false),
    pickupAddress: text('pickup_address').notNull().default(''),
    pickupHours: text('pickup_hours').notNull().default(''),
    melhorEnvioEnabled: boolean('melhor_envio_enabled').notNull().default(false),
    melhorEnvioEnvironment: text('melhor_envio_environment').notNull().default('production'),
    /** The token sealed by the secret box (context `store:{id}:freight.melhor_envio_token`). */
    melhorEnvioTokenSealed: text('melhor_envio_token_sealed'),
    melhorEnvioServices: jsonb('melhor_envio_services')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    markupPercent: numeric('markup_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    markupCents: integer('markup_cents').notNull().default(0),
    extraDays: integer('extra_days').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'freight_settings_environment_ck',
      sql`${t.melhorEnvioEnvironment} in ('sandbox', 'production')`,
    ),
  ],
);

/** The store's own freight table: CEP range × weight band → price and days (VTEX's sheet). */
export const freightTableRows = pgTable(
  'freight_table_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    zipStart: text('zip_start').notNull(),
    zipEnd: text('zip_end').notNull(),
    weightStartGrams: integer('weight_start_grams').notNull(),
    weightEndGrams: integer('weight_end_grams').notNull(),
    priceCents: integer('price_cents').notNull(),
    days: integer('days').notNull(),
  },
  (t) => [
    index('freight_table_rows_store_idx').on(t.storeId, t.zipStart),
    check(
      'freight_table_rows_ranges_ck',
      sql`${t.zipStart} <= ${t.zipEnd} and ${t.weightStartGrams} <= ${t.weightEndGrams} and ${t.priceCents} >= 0 and ${t.days} >= 0`,
    ),
  ],
);
