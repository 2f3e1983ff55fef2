import { installmentOptionSchema } from '@vitrine/domain/payment-schemas';
import { mobilePhoneSchema } from '@vitrine/domain/schemas';
import { z } from './zod.ts';
import { cartItemSchema } from './cart.ts';
import { appliedCouponSchema } from './coupons.ts';
import { instantSchema, moneySchema, text } from './common.ts';
import { freightQuoteSchema } from './freight.ts';
import { buyerCompanySchema } from './fiscal-codes.ts';
import { paymentMethodSchema } from './orders.ts';

// spec §2 /finalizar-compra/pagar: prices for each method, then the order. Every amount is the
// server's (spec §9 rules via @vitrine/domain); the client only chooses.

/** spec §3 pix/boleto price result, plus shipping and the total to pay. */
export const discountedQuoteSchema = z.object({
  price: moneySchema,
  /** What the extra discount takes off the subtotal less the coupon (0 when it does not apply). */
  discount: moneySchema,
  discount_type: z.enum(['amount', 'percentage']),
  discount_value: z.number(),
  total: moneySchema,
});

/**
 * The freight of the pay page: the options to the chosen address's CEP and the one priced into
 * `shipping` (the one asked for, else the cheapest). `error`: no option for that address (CEP
 * not found, not served, the platform down), and then nothing can be placed there.
 */
export const checkoutFreightSchema = z.object({
  address_id: z.string().nullable(),
  /** That address's CEP (digits): the cart says where its freight was quoted to. */
  cep: z.string().nullable(),
  quote: freightQuoteSchema.nullable(),
  chosen: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type CheckoutFreight = z.infer<typeof checkoutFreightSchema>;

/** GET /checkout/quote: the address to ship to (else the default one) and the freight chosen. */
export const checkoutQuoteQuerySchema = z.object({
  address_id: z.uuid('Endereço inválido.').optional(),
  freight: text().min(1).max(40).optional(),
});
export type CheckoutQuoteQuery = z.infer<typeof checkoutQuoteQuerySchema>;

export const checkoutQuoteSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: moneySchema,
  /** The coupon on the cart, priced now (null: none); pix, boleto and card come after it. */
  coupon: appliedCouponSchema.nullable(),
  /** The chosen freight option's price (0 while none can be chosen). */
  shipping: moneySchema,
  /** Null when nothing ships (every item a service). */
  freight: checkoutFreightSchema.nullable(),
  /** False when every item is a service: no address is needed. */
  needs_shipping: z.boolean(),
  pix: discountedQuoteSchema,
  boleto: discountedQuoteSchema,
  card: z.object({ installments: z.array(installmentOptionSchema) }),
  /**
   * Whether the store takes pix now (it has a pix key): the pay page offers pix only then, and
   * POST /orders refuses it otherwise (409 `pix_unavailable`).
   */
  pix_offered: z.boolean(),
  /** Whether paying by each method asks for the payer's CPF (boleto always; others by provider). */
  cpf_required: z.object({ pix: z.boolean(), card: z.boolean(), boleto: z.boolean() }),
  /**
   * The store issues NF-e: a person's purchase (not "Comprar como empresa") asks for the buyer's
   * CPF whatever the method, since the note names its recipient by it.
   */
  cpf_for_invoice: z.boolean(),
  /**
   * The store sends order updates by WhatsApp (Configurações → WhatsApp): the pay page offers
   * them (POST /orders' `whatsapp_phone`).
   */
  whatsapp_offered: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * What the API answers (400 `cpf_required`) and the pay page says when the method needs the
 * payer's CPF and none was given: one wording for both.
 */
export const CPF_REQUIRED_MESSAGES = {
  boleto: 'Informe o CPF do titular para pagar com boleto.',
  pix: 'Informe o CPF do titular para pagar com pix.',
  card: 'Informe o CPF do titular para pagar com cartão.',
} as const satisfies Record<z.infer<typeof paymentMethodSchema>, string>;

/** The same refusal when only the store's NF-e asks for it (the quote's `cpf_for_invoice`). */
export const INVOICE_CPF_REQUIRED_MESSAGE = 'Informe o CPF: ele vai na nota fiscal da compra.';

/**
 * The order request: which address, which method, how many instalments, which card token.
 * Nothing else is read — prices, totals, items, store and customer come from the server.
 */
export const placeOrderBodySchema = z.object({
  address_id: z.uuid('Endereço inválido.').optional(),
  /**
   * The freight option chosen on the pay page (its `id`; omitted: the cheapest), and the price
   * the shopper saw for it: the server quotes again and refuses (409 `freight_changed`) when
   * that price is no longer the one it would charge.
   */
  freight_option: text().min(1).max(40).optional(),
  freight_price: z.number().nonnegative().optional(),
  payment_method: paymentMethodSchema,
  installments: z.number().int().min(1).max(24).optional(),
  /** From POST /payments/sandbox/card-tokens; the card number itself never comes here. */
  card_token: text().min(1).max(1024).optional(),
  /**
   * The payer's CPF, digits or masked; required when GET /checkout/quote's `cpf_required` says
   * so for the method, or its `cpf_for_invoice` without `company` (omitted: the profile's, if
   * any). Checked by the server, which answers 400 `cpf_required` or `invalid_cpf` at this field.
   */
  cpf: text().trim().max(20).optional(),
  /**
   * Buying as a company: its CNPJ, razão social and ICMS standing (the NF-e's recipient); the
   * order's payer for the payment stays the CPF above. Absent: a person's purchase.
   */
  company: buyerCompanySchema.optional(),
  /**
   * The shopper's opt-in to this order's updates by WhatsApp (payment confirmed, shipped,
   * delivered): their mobile with its DDD, masked or not (400 at this field when it is not a
   * Brazilian mobile). Absent: e-mail only. Ignored when the quote's `whatsapp_offered` is false.
   */
  whatsapp_phone: mobilePhoneSchema.optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** The sandbox acquirer's tokenisation (what a PSP's browser SDK does). */
export const cardTokenBodySchema = z.object({
  number: text().min(12).max(23),
  holder_name: text().trim().min(2).max(80),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
  cvv: text().regex(/^\d{3,4}$/, 'Código de segurança inválido.'),
});
export type CardTokenBody = z.infer<typeof cardTokenBodySchema>;

export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expires_at: z.string(),
});

/** The sandbox bank's webhook (POST /webhooks/payments/sandbox), signed with HMAC-SHA256. */
export const paymentWebhookSchema = z.object({
  event_id: text().min(1).max(100),
  type: z.literal('payment.confirmed'),
  store_id: z.uuid(),
  order_code: text().min(1).max(32),
  amount: z.number().nonnegative(),
  paid_at: instantSchema(),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

export const webhookResultSchema = z.object({
  result: z.enum(['applied', 'duplicate']),
  order_code: z.string(),
  status: z.string(),
});

/** DEMO_MODE: ask the sandbox bank to pay an order (it signs and delivers the webhook). */
export const simulatePaymentBodySchema = z.object({ order_code: text().min(1).max(32) });
