import { CARRIER_SLUGS } from '@vitrine/domain/carriers';
import { z } from './zod.ts';
import { imageSchema, moneySchema, paginated, pageQuerySchema, text } from './common.ts';
import { refundSchema, refundStateLabel, refundStateSchema, type RefundState } from './refunds.ts';

// spec §2 /minha-conta/meus-pedidos[/{code}] and the payment screens
// /finalizar-compra/{pix,boleto,card}/{code}. Order statuses are not in the spec; ours:

export const ORDER_STATUSES = [
  'aguardando_pagamento',
  'pago',
  'em_separacao',
  'enviado',
  'entregue',
  'cancelado',
  'expirado',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** What a person reads for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  em_separacao: 'Em separação',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

export const paymentMethodSchema = z.enum(['card', 'pix', 'boleto']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};

/**
 * The two halves of an order's status as the seller's sales table and its CSV name them (spec
 * §2 minhas-vendas): was it paid, and where is the parcel. One status carries both; a paid
 * order's refunds, when it has any, say what became of the money (not just "Cancelado").
 */
export function paymentStatusLabel(status: OrderStatus, refund: RefundState | null = null): string {
  if (refund) return refundStateLabel(refund);
  if (status === 'aguardando_pagamento' || status === 'expirado' || status === 'cancelado') {
    return ORDER_STATUS_LABELS[status];
  }
  return 'Pago';
}

/** "—" while there is nothing to send (unpaid, expired or cancelled). */
export function fulfillmentStatusLabel(status: OrderStatus): string {
  if (status === 'pago') return 'A separar';
  if (status === 'em_separacao' || status === 'enviado' || status === 'entregue') {
    return ORDER_STATUS_LABELS[status];
  }
  return '—';
}

export const orderItemSchema = z.object({
  code: z.string(),
  variation: z.string(),
  kind: z.enum(['product', 'service']),
  name: z.string(),
  variation_name: z.string(),
  image: imageSchema.nullable(),
  unit_price: moneySchema,
  qnt: z.number().int(),
  total: moneySchema,
});

export const orderPaymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('pix'),
    /** BR Code "copia e cola": whoever shows it draws its QR code (the API sends no picture). */
    payload: z.string(),
    txid: z.string(),
    expires_at: z.string(),
  }),
  z.object({
    method: z.literal('boleto'),
    /** 47-digit typeable line and 44-digit barcode, digits only. */
    line: z.string(),
    barcode: z.string(),
    due_date: z.string(),
    expires_at: z.string(),
  }),
  z.object({
    method: z.literal('card'),
    brand: z.string(),
    last4: z.string(),
    installments: z.number().int(),
    installment_amount: moneySchema,
  }),
]);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const addressSnapshotSchema = z.object({
  recipient: z.string(),
  zip_code: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});

export const orderEventSchema = z.object({
  status: orderStatusSchema,
  status_label: z.string(),
  at: z.string(),
  note: z.string(),
});

/** The freight service the shopper chose and paid (null: an order that ships nothing, or older). */
export const orderFreightSchema = z.object({
  kind: z.enum(['table', 'carrier', 'pickup', 'flat']),
  /** "PAC", "SEDEX", "Entrega da loja", "Retirar na loja", "Entrega padrão". */
  service: z.string(),
  /** The carrier quoted ('Correios', 'Jadlog'), null for the store's own delivery and pickup. */
  carrier: z.string().nullable(),
  /** Business days promised when the order was placed (null: the flat fee promised none). */
  days_min: z.number().int().nullable(),
  days_max: z.number().int().nullable(),
});
export type OrderFreight = z.infer<typeof orderFreightSchema>;

export const orderSchema = z.object({
  code: z.string(),
  status: orderStatusSchema,
  status_label: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payment_method: paymentMethodSchema,
  installments: z.number().int(),
  subtotal: moneySchema,
  /** The coupon the order was placed with (null: none) and what it took off the subtotal. */
  coupon_code: z.string().nullable(),
  coupon_discount: moneySchema,
  /** The pix/boleto discount, on what the coupon left. */
  discount: moneySchema,
  shipping: moneySchema,
  freight: orderFreightSchema.nullable(),
  interest: moneySchema,
  total: moneySchema,
  address: addressSnapshotSchema.nullable(),
  /** The payer's CPF the order was charged with (11 digits; null: none was given). */
  /**
   * The mobile (DDD and number) the shopper asked at checkout to hear of this order on by
   * WhatsApp, besides the e-mails; null: e-mail only.
   */
  whatsapp_number: z.string().nullable(),
  customer_cpf: z.string().nullable(),
  /** Bought as a company (the NF-e's recipient); null: a person's purchase. */
  customer_company: z
    .object({
      cnpj: z.string(),
      legal_name: z.string(),
      ie_kind: z.enum(['contribuinte', 'isento', 'nao_contribuinte']),
      /** Digits, for a contribuinte; '' otherwise. */
      state_registration: z.string(),
    })
    .nullable(),
  tracking_code: z.string().nullable(),
  /**
   * Who carries the shipment (null: not shipped by a carrier), and its tracking page for the
   * code (null: no code, or a carrier without a page, "outra").
   */
  shipping_carrier: z.object({ slug: z.enum(CARRIER_SLUGS), name: z.string() }).nullable(),
  tracking_url: z.string().nullable(),
  items: z.array(orderItemSchema),
  payment: orderPaymentSchema,
  history: z.array(orderEventSchema),
  /** The money given back, newest first: the whole order when cancelled paid, returned items. */
  refunds: z.array(refundSchema),
  /** The refunds in one word, for the payment line (null: none). */
  refund_state: refundStateSchema.nullable(),
  /** What may still be refunded: what was paid less every refund asked for (0 unpaid). */
  refundable: moneySchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .pick({ code: true, status: true, status_label: true, created_at: true, total: true })
  .extend({
    payment_method: paymentMethodSchema,
    items_count: z.number().int(),
    first_item: z.object({ name: z.string(), image: imageSchema.nullable() }).nullable(),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = paginated(orderSummarySchema);
/** spec §2 /minha-conta/meus-pedidos: filter by status (as the shopper sees it now). */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
});
export const orderCodeParamSchema = z.object({ code: text().min(1).max(32) });
