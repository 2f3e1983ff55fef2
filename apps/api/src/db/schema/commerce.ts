import { ORDER_STATUSES } from '@vitrine/contract/orders';
import { CARRIER_SLUGS } from '@vitrine/domain/carriers';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { productVariations, products, type ImageRef } from './catalog.ts';
import { at, storeId } from './columns.ts';

/** The logged customer's cart, server-side (spec §4: adding requires login). */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_customer_variation_uq').on(t.customerId, t.variationId)],
);

// The status list is the API contract's: the column can only hold what the apps understand.
export { ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = 'card' | 'pix' | 'boleto';

/** What the payment provider handed back; never the card number (only brand and last four). */
export type PaymentDetails = (
  | { method: 'pix'; payload: string; txid: string }
  | { method: 'boleto'; line: string; barcode: string; due_date: string }
  | { method: 'card'; brand: string; last4: string; authorization_code: string }
) & {
  /** Who charged it (features/payments/provider.ts); absent on orders from before: sandbox. */
  provider?: 'sandbox' | 'pix_api' | 'mercado_pago';
  /** The provider's id of the payment (a gateway's payment id), when it has one. */
  provider_payment_id?: string;
  /** What a refund names once paid: the pix's end-to-end id, or the gateway's payment id. */
  paid_reference?: string;
};

/** A copy of the delivery address at checkout: later edits to the address book do not move it. */
export type AddressSnapshot = {
  recipient: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
  /**
   * The municipality's IBGE code (7 digits), from the CEP lookup when the order was placed (the
   * NF-e's recipient needs it); absent on orders from before and when the lookup had none.
   */
  municipality_code?: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'pix', 'boleto'] }).notNull(),
    installments: integer('installments').notNull().default(1),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /**
     * The freight option the shopper chose, as quoted when the order was placed (contract
     * orderFreightSchema); null for an order that ships nothing, and for orders placed before.
     */
    freightOptionId: text('freight_option_id'),
    freightKind: text('freight_kind', { enum: ['table', 'carrier', 'pickup', 'flat'] }),
    freightService: text('freight_service'),
    freightCarrier: text('freight_carrier'),
    freightDaysMin: integer('freight_days_min'),
    freightDaysMax: integer('freight_days_max'),
    interestCents: integer('interest_cents').notNull().default(0),
    /** The coupon the order was placed with (as typed then) and what it took off. */
    couponCode: text('coupon_code'),
    couponDiscountCents: integer('coupon_discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * The payer's CPF (11 digits) the order was charged with: typed at checkout, else the
     * profile's. Kept apart from customers.cpf, which the shopper may change later.
     */
    customerCpf: text('customer_cpf'),
    /**
     * A company buyer (migration 0032), for the NF-e's recipient: its CNPJ (14 characters,
     * alphanumeric allowed) and razão social, and how it stands for ICMS — `contribuinte`
     * with its inscrição estadual (digits), `isento`, or `nao_contribuinte`. Null: a person,
     * named by `customer_cpf`.
     */
    customerCnpj: text('customer_cnpj'),
    customerLegalName: text('customer_legal_name'),
    customerIeKind: text('customer_ie_kind'),
    customerStateRegistration: text('customer_state_registration'),
    address: jsonb('address').$type<AddressSnapshot | null>(),
    /**
     * The mobile the shopper asked at checkout to hear of this order on by WhatsApp (DDD and
     * number, 11 digits; migration 0042), and when: null, e-mail only (features/whatsapp).
     */
    whatsappNumber: text('whatsapp_number'),
    whatsappOptInAt: at('whatsapp_opt_in_at'),
    payment: jsonb('payment').$type<PaymentDetails>().notNull(),
    /** Unpaid pix/boleto orders become `expirado` after this instant. */
    paymentExpiresAt: at('payment_expires_at'),
    paidAt: at('paid_at'),
    trackingCode: text('tracking_code'),
    /** Who carries the shipment (domain carriers.ts slug), set when the sale ships. */
    shippingCarrier: text('shipping_carrier', { enum: CARRIER_SLUGS }),
    /** Idempotency-Key of the request that created the order, and a hash of its body. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_store_code_uq').on(t.storeId, t.code),
    uniqueIndex('orders_customer_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    // The seller's sales list (spec §2 minhas-vendas): a status filter newest first, the value
    // sorts; the home's revenue by day of payment (features/sales).
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_store_total_idx').on(t.storeId, t.totalCents, t.createdAt),
    // The search's code-from-its-start (LIKE 'AB%'): a plain btree serves LIKE only under the
    // C collation; text_pattern_ops under any.
    index('orders_store_code_pattern_idx').on(t.storeId, t.code.op('text_pattern_ops')),
    index('orders_store_paid_idx')
      .on(t.storeId, t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    // The reports' sales (features/reports): a store's sales by time of payment, with every
    // column the figures read, so a year's are read from the index alone (pnpm bench:reports).
    // The statuses are features/orders/status.ts SALE_STATUSES.
    index('orders_store_sales_paid_idx')
      .on(
        t.storeId,
        t.paidAt,
        t.totalCents,
        t.discountCents,
        t.couponDiscountCents,
        t.shippingCents,
        t.paymentMethod,
        t.freightService,
        t.freightCarrier,
        t.id,
      )
      .where(
        sql`${t.paidAt} is not null and ${t.status} in ('pago', 'em_separacao', 'enviado', 'entregue')`,
      ),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_pending_expiry_idx').on(t.status, t.paymentExpiresAt),
    check(
      'orders_shipping_carrier_ck',
      sql`${t.shippingCarrier} in (${sql.raw(CARRIER_SLUGS.map((slug) => `'${slug}'`).join(', '))})`,
    ),
    check('orders_customer_cpf_ck', sql`${t.customerCpf} ~ '^[0-9]{11}$'`),
    check(
      'orders_whatsapp_ck',
      sql`${t.whatsappNumber} ~ '^[1-9][0-9]9[0-9]{8}$' and (${t.whatsappNumber} is null) = (${t.whatsappOptInAt} is null)`,
    ),
    check(
      'orders_customer_company_ck',
      sql`${t.customerCnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$' and ${t.customerIeKind} in ('contribuinte', 'isento', 'nao_contribuinte') and ${t.customerStateRegistration} ~ '^[0-9]{2,14}$' and (${t.customerCnpj} is null) = (${t.customerIeKind} is null) and (${t.customerIeKind} = 'contribuinte') = (${t.customerStateRegistration} is not null)`,
    ),
  ],
);

/** A snapshot of what was bought, at the price charged: catalog edits never rewrite an order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: uuid('variation_id').references(() => productVariations.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: ['product', 'service'] }).notNull(),
    productCode: text('product_code').notNull(),
    variationCode: text('variation_code').notNull(),
    name: text('name').notNull(),
    variationName: text('variation_name').notNull(),
    image: jsonb('image').$type<ImageRef | null>(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // "Has orders" (delete or archive, the form's locked variations) and the SET NULL of a
    // deleted product or variation look order lines up by these.
    index('order_items_product_idx').on(t.productId),
    index('order_items_variation_idx').on(t.variationId),
  ],
);

/** The order's timeline: one row per status it went through. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Webhook events already applied: a provider retrying a delivery changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});

/**
 * Card tokens already charged: a token pays for one order only, however many times it is
 * replayed within its lifetime. Rows outlive their token by nothing: past `expires_at` the
 * token is refused anyway and the row can go.
 */
export const cardTokenUses = pgTable(
  'card_token_uses',
  {
    /** SHA-256 of the token: the token itself is a payment credential. */
    tokenHash: text('token_hash').primaryKey(),
    storeId: storeId(),
    usedAt: at('used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('card_token_uses_expires_idx').on(t.expiresAt)],
);
