import { z } from 'zod';

// Mercado Pago's answers (API de pagamentos, /v1), as its reference documents them. Only the
// fields Vitrine reads are required; the API adds fields freely, so objects are not strict.
// Money is a JSON number of reais (58.8); ids of payments and refunds are numbers.

const instant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'date-time');
const amount = z.number().nonnegative().finite();
const id = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);

export const PAYMENT_STATUSES = [
  'pending',
  'approved',
  'authorized',
  'in_process',
  'in_mediation',
  'rejected',
  'cancelled',
  'refunded',
  'charged_back',
] as const;

export const REFUND_STATUSES = [
  'approved',
  'in_process',
  'pending',
  'rejected',
  'cancelled',
  'authorized',
] as const;

export const refundSchema = z.object({
  id,
  payment_id: id,
  amount,
  status: z.enum(REFUND_STATUSES),
  date_created: instant,
});

export const paymentSchema = z.object({
  id,
  status: z.enum(PAYMENT_STATUSES),
  status_detail: z.string().nullish(),
  payment_method_id: z.string(),
  payment_type_id: z.string().nullish(),
  transaction_amount: amount,
  transaction_amount_refunded: amount.nullish(),
  installments: z.number().int().positive().nullish(),
  external_reference: z.string().nullish(),
  date_created: instant,
  date_approved: instant.nullish(),
  date_of_expiration: instant.nullish(),
  authorization_code: z.string().nullish(),
  card: z
    .object({
      first_six_digits: z.string().nullish(),
      last_four_digits: z.string().nullish(),
    })
    .nullish(),
  /** Pix: the BR Code (copy-and-paste), its QR as a PNG in base64, the payment's page. */
  point_of_interaction: z
    .object({
      transaction_data: z
        .object({
          qr_code: z.string().nullish(),
          qr_code_base64: z.string().nullish(),
          ticket_url: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  /** Boleto: the printable page, the digitable line and the barcode. */
  transaction_details: z
    .object({
      external_resource_url: z.string().nullish(),
      digitable_line: z.string().nullish(),
      barcode: z.object({ content: z.string() }).nullish(),
    })
    .nullish(),
  barcode: z.object({ content: z.string() }).nullish(),
  refunds: z.array(refundSchema).nullish(),
});

export const paymentSearchSchema = z.object({
  paging: z.object({ total: z.number().int() }).optional(),
  results: z.array(paymentSchema),
});

export const cardTokenSchema = z.object({
  id: z.string().min(1),
  first_six_digits: z.string().regex(/^\d{6,8}$/),
  last_four_digits: z.string().regex(/^\d{4}$/),
  expiration_month: z.number().int(),
  expiration_year: z.number().int(),
  status: z.string().optional(),
  date_due: instant.nullish(),
});

/** GET /v1/payment_methods/installments: one entry per payment method the BIN belongs to. */
export const installmentsSchema = z.array(
  z.object({
    payment_method_id: z.string(),
    payment_type_id: z.string(),
    issuer: z.object({ id: id.or(z.null()), name: z.string().nullish() }).nullish(),
  }),
);

export const userSchema = z.object({
  id,
  nickname: z.string().nullish(),
  site_id: z.string().nullish(),
});

/** Mercado Pago's error body: `{ message, error, status, cause: [{ code, description }] }`. */
export const errorSchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  status: z.number().int().optional(),
  cause: z
    .array(
      z.object({
        code: z.union([z.string(), z.number()]).optional(),
        description: z.string().nullish(),
      }),
    )
    .optional(),
});

/** What Mercado Pago POSTs to notification_url (Webhooks, topic `payment`). */
export const notificationSchema = z.object({
  action: z.string(),
  type: z.string(),
  data: z.object({ id: id }),
  date_created: z.string().optional(),
  live_mode: z.boolean().optional(),
  user_id: z.union([z.number(), z.string()]).optional(),
  api_version: z.string().optional(),
});

export type MercadoPagoPayment = z.infer<typeof paymentSchema>;
export type MercadoPagoRefund = z.infer<typeof refundSchema>;
export type MercadoPagoCardToken = z.infer<typeof cardTokenSchema>;
export type MercadoPagoError = z.infer<typeof errorSchema>;
export type MercadoPagoNotification = z.infer<typeof notificationSchema>;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
