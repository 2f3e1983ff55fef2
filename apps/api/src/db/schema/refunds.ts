import type { RefundDestination } from '@vitrine/contract/refunds';
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
import { at, storeId } from './columns.ts';
import { orders } from './commerce.ts';

/** The order lines a return gave back, and how many units of each. */
export type RefundedItems = { order_item_id: string; quantity: number }[];

/**
 * Money given back to a paid order's shopper (features/refunds): the whole order when a seller
 * cancels it, returned items in part. `refund_key` is ours, the idempotency key the provider
 * receives on every try, so a retry never refunds twice. A boleto's refund waits for the
 * shopper's destination (`aguardando_dados`) and is transferred by the store (`via`
 * 'transfer'). The sum of an order's amounts never passes what it paid (checked under a lock
 * on the order when one is added).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundKey: text('refund_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', {
      enum: ['em_processamento', 'devolvido', 'nao_realizado', 'aguardando_dados'],
    }).notNull(),
    via: text('via', { enum: ['provider', 'transfer'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    kind: text('kind', { enum: ['cancel', 'return'] }).notNull(),
    items: jsonb('items').$type<RefundedItems>().notNull().default([]),
    /** A return's units went back to stock. */
    restocked: boolean('restocked').notNull().default(false),
    reason: text('reason'),
    failureReason: text('failure_reason'),
    /** Personal data: shown only to the store's sellers and the order's shopper. */
    destination: jsonb('destination').$type<RefundDestination | null>(),
    /** The seller who asked for it (null: the system). */
    requestedBy: uuid('requested_by'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('order_refunds_store_key_uq').on(t.storeId, t.refundKey),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    // settlePendingRefunds: the provider's refunds still in processing, oldest first.
    index('order_refunds_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'em_processamento' AND ${t.via} = 'provider'`),
    // The reports' refunds (features/reports): a store's money given back, by when it was.
    index('order_refunds_store_settled_idx')
      .on(t.storeId, t.settledAt)
      .where(sql`${t.status} = 'devolvido'`),
    check('order_refunds_amount_ck', sql`${t.amountCents} > 0`),
    check('order_refunds_key_ck', sql`${t.refundKey} ~ '^[a-zA-Z0-9]{1,35}$'`),
    check(
      'order_refunds_status_ck',
      sql`${t.status} in ('em_processamento', 'devolvido', 'nao_realizado', 'aguardando_dados')`,
    ),
    check('order_refunds_kind_ck', sql`${t.kind} in ('cancel', 'return')`),
    check('order_refunds_via_ck', sql`${t.via} in ('provider', 'transfer')`),
  ],
);
