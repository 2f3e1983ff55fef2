import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, storeId } from './columns.ts';
import { orders } from './commerce.ts';
import { stores } from './stores.ts';

/**
 * A store's WhatsApp Business Cloud API (issue #37 §5): the number's id, the templates its
 * order updates go by, and its secrets sealed (lib/secrets): the access token the calls carry,
 * the app secret its webhook's signatures are checked with. `verifyToken` answers Meta's
 * `hub.challenge` handshake; made here, shown to the seller to paste in Meta's app.
 */
export const whatsappSettings = pgTable('whatsapp_settings', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  phoneNumberId: text('phone_number_id').notNull().default(''),
  businessAccountId: text('business_account_id').notNull().default(''),
  accessTokenSealed: text('access_token_sealed'),
  appSecretSealed: text('app_secret_sealed'),
  verifyToken: text('verify_token').notNull(),
  templatePaid: text('template_paid').notNull().default('pedido_pago'),
  templateShipped: text('template_shipped').notNull().default('pedido_enviado'),
  templateDelivered: text('template_delivered').notNull().default('pedido_entregue'),
  language: text('language').notNull().default('pt_BR'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const whatsappMessageKinds = ['paid', 'shipped', 'delivered'] as const;
export type WhatsappMessageKind = (typeof whatsappMessageKinds)[number];
/** Queued here; then as the Cloud API's webhook tells: sent, delivered, read, or failed. */
export const whatsappMessageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappMessageStatus = (typeof whatsappMessageStatuses)[number];

/**
 * One order update by WhatsApp: written in the transaction of the change it tells (one per
 * order and kind, so a change replayed sends nothing new), sent by a job, its status moved by
 * the webhook. The template's parameters are kept as sent.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: whatsappMessageKinds }).notNull(),
    /** With the country code, as the API takes it ('5511912345678'). */
    toNumber: text('to_number').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    parameters: jsonb('parameters').$type<string[]>().notNull(),
    status: text('status', { enum: whatsappMessageStatuses }).notNull().default('queued'),
    /** The Cloud API's id of the message (`wamid.…`), once it took it. */
    providerMessageId: text('provider_message_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed: the API's refusal or the webhook's error, as they said it. */
    error: text('error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_kind_uq').on(t.orderId, t.kind),
    uniqueIndex('whatsapp_messages_provider_id_uq').on(t.providerMessageId),
    index('whatsapp_messages_store_created_idx').on(t.storeId, t.createdAt),
    check('whatsapp_messages_kind_ck', sql`${t.kind} in ('paid', 'shipped', 'delivered')`),
    check(
      'whatsapp_messages_status_ck',
      sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/**
 * A status notice the webhook took that named no message of the store yet: Meta may tell what
 * became of a message before the send's answer (its `wamid`) is written. Kept until the send
 * writes its id and applies it; one that never finds its message (sent by another app on the
 * number) is pruned after a week.
 */
export const whatsappNotices = pgTable(
  'whatsapp_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status', { enum: whatsappMessageStatuses }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('whatsapp_notices_message_idx').on(t.providerMessageId),
    index('whatsapp_notices_created_idx').on(t.createdAt),
  ],
);
