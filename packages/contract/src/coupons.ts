import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from '@vitrine/domain/coupon';
import { instantSchema, moneySchema, pageQuerySchema, paginated, text } from './common.ts';
import { z } from './zod.ts';

// Discount coupons: the seller's list and form (office "Cupons"), and the shopper's coupon on
// the cart. Values travel as people write them (10 = 10 %, 15.5 = R$ 15,50) and are stored in
// hundredths; the pricing is @vitrine/domain/coupon's (its order of operations is written there).

/** Most a percentage coupon takes off: below 100 %, so no order drops to R$ 0,00 by it. */
export const COUPON_PERCENTAGE_BELOW = 100;

export const couponCodeSchema = text()
  .transform(normalizeCouponCode)
  .pipe(
    z
      .string()
      .regex(
        COUPON_CODE_PATTERN,
        'O código tem de 3 a 30 letras, números, hífen ou sublinhado, sem espaços nem acentos.',
      ),
  );

export const couponKindSchema = z.enum(COUPON_KINDS, 'Escolha porcentagem ou valor em reais.');

const positiveCount = (message: string) =>
  z.number().int(message).min(1, message).max(1_000_000, message);

/** The seller's coupon form and the create/update body. */
export const couponInputSchema = z
  .object({
    code: couponCodeSchema,
    kind: couponKindSchema,
    /** 10 = 10 % ('percentage') or R$ 10,00 ('amount'); at most 2 decimals. */
    value: z
      .number('Informe o valor do desconto.')
      .multipleOf(0.01, 'O valor aceita até 2 casas decimais.')
      .positive('O desconto deve ser maior que zero.')
      .max(1_000_000, 'Valor alto demais.'),
    minimum_order: moneySchema.max(10_000_000, 'Valor alto demais.').default(0),
    starts_at: instantSchema().nullable().default(null),
    ends_at: instantSchema().nullable().default(null),
    max_uses: positiveCount('O limite de usos é um número inteiro a partir de 1.')
      .nullable()
      .default(null),
    max_uses_per_customer: positiveCount('O limite por cliente é um número inteiro a partir de 1.')
      .nullable()
      .default(null),
    category_ids: z.array(z.uuid('Categoria inválida.')).max(50).default([]),
    product_ids: z.array(z.uuid('Produto inválido.')).max(200).default([]),
  })
  .superRefine((input, context) => {
    if (input.kind === 'percentage' && input.value >= COUPON_PERCENTAGE_BELOW) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'O desconto em porcentagem vai de 0,01% a menos de 100%.',
      });
    }
    if (input.starts_at && input.ends_at && input.ends_at <= input.starts_at) {
      context.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'O fim da validade deve ser depois do início.',
      });
    }
    if (
      input.max_uses !== null &&
      input.max_uses_per_customer !== null &&
      input.max_uses_per_customer > input.max_uses
    ) {
      context.addIssue({
        code: 'custom',
        path: ['max_uses_per_customer'],
        message: 'O limite por cliente não pode passar do limite total de usos.',
      });
    }
  });
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponInputParsed = z.output<typeof couponInputSchema>;

export const couponStatusSchema = z.enum(['active', 'paused']);

export const couponSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  kind: couponKindSchema,
  value: z.number(),
  /** '10%', 'R$ 15,00'. */
  value_label: z.string(),
  minimum_order: moneySchema,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  category_ids: z.array(z.uuid()),
  product_ids: z.array(z.uuid()),
  status: couponStatusSchema,
  /** Orders that took it. */
  uses: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = pageQuerySchema;
export const couponListSchema = paginated(couponSchema);
export type CouponList = z.infer<typeof couponListSchema>;

export const couponParamsSchema = z.object({ id: z.uuid('Cupom não encontrado.') });
export const couponStatusBodySchema = z.object({ status: couponStatusSchema });

/** DELETE answers what became of it: gone, or archived (kept for the orders that used it). */
export const couponDeletedSchema = z.object({ result: z.enum(['deleted', 'archived']) });

// The shopper's side.

export const applyCouponBodySchema = z.object({
  code: text().trim().min(1, 'Digite o código do cupom.').max(60, 'Cupom não encontrado.'),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

/** The coupon on a cart or a quote, priced by the server now. */
export const appliedCouponSchema = z.object({
  code: z.string(),
  value_label: z.string(),
  /** What it takes off now (0 while it does not apply: see `problem`). */
  discount: moneySchema,
  /** Why it does not apply to the cart as it is now (null: it applies). */
  problem: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** GET/PUT/DELETE /cart/coupon. */
export const cartCouponSchema = z.object({ coupon: appliedCouponSchema.nullable() });
export type CartCoupon = z.infer<typeof cartCouponSchema>;
