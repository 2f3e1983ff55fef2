import { formatBRL } from './money.ts';

// Discount coupons: what a coupon takes off an order, and why a coupon is refused. Every amount
// here is in whole cents (integers), so no rounding happens except the percentage's, once.
//
// THE ORDER OF OPERATIONS of an order's money, everywhere (the API's priceCart follows it; the
// storefront only shows the API's figures):
//
//   1. subtotal      = Σ unit price × quantity of every line (goods and services).
//   2. coupon        = the coupon's discount on the ELIGIBLE lines' subtotal (all lines, or those
//                      of the coupon's categories/products), never more than that subtotal.
//                      A percentage rounds half up to the cent (10 % of R$ 0,05 → R$ 0,01).
//   3. pix/boleto    = the store's extra discount (discountedPrice) on what remains after the
//                      coupon (subtotal − coupon); its minimum order is judged on that amount too.
//   4. freight       = the store's flat fee, free when the GOODS' subtotal at list price (before
//                      the coupon) reaches the free-shipping threshold: what the cart page
//                      promised is never taken back by applying a coupon.
//   5. card interest = the instalment table on (subtotal − coupon + freight): the interest
//                      finances the whole charge; card gets no pix/boleto discount.
//
//   total = subtotal − coupon − pix/boleto discount + freight + interest.
//
// A coupon's minimum order is judged on the subtotal (step 1): the figure the shopper sees in
// the cart before any discount.

export const COUPON_KINDS = ['percentage', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon promises and what limits it (the stored coupon, in cents and hundredths). */
export interface CouponRule {
  kind: CouponKind;
  /** Hundredths: cents for 'amount' (1000 = R$ 10,00), hundredths of a percent for 'percentage' (1250 = 12,5 %). */
  value: number;
  minimumOrderCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  /** Uses the coupon may have in all (null: no limit) and how many it has had. */
  maxUses: number | null;
  uses: number;
  /** Uses one shopper may have (null: no limit). */
  maxUsesPerCustomer: number | null;
  /** Empty both: every line is eligible. Otherwise a line of one of these is. */
  categoryIds: readonly string[];
  productIds: readonly string[];
}

/** A priced line as the coupon reads it. */
export interface CouponLine {
  productId: string;
  categoryId: string | null;
  totalCents: number;
}

export function isRestricted(rule: Pick<CouponRule, 'categoryIds' | 'productIds'>): boolean {
  return rule.categoryIds.length > 0 || rule.productIds.length > 0;
}

/** The subtotal of the lines the coupon applies to (all of them when it has no restriction). */
export function eligibleSubtotalCents(
  lines: readonly CouponLine[],
  rule: Pick<CouponRule, 'categoryIds' | 'productIds'>,
): number {
  const restricted = isRestricted(rule);
  return lines
    .filter(
      (line) =>
        !restricted ||
        rule.productIds.includes(line.productId) ||
        (line.categoryId !== null && rule.categoryIds.includes(line.categoryId)),
    )
    .reduce((sum, line) => sum + line.totalCents, 0);
}

/**
 * What the coupon takes off (step 2 above), in cents: a percentage of the eligible subtotal
 * rounded half up to the cent, or the fixed amount; never more than the eligible subtotal.
 */
export function couponDiscountCents(
  eligibleCents: number,
  rule: Pick<CouponRule, 'kind' | 'value'>,
): number {
  if (!Number.isInteger(eligibleCents) || eligibleCents < 0) {
    throw new RangeError(`couponDiscountCents: cents must be an integer ≥ 0, got ${eligibleCents}`);
  }
  // eligible × hundredths-of-percent is an exact integer; dividing once by 10 000 gives the
  // correctly rounded double, and a true half (x.5) is exact in binary, so Math.round is half up.
  const raw =
    rule.kind === 'percentage' ? Math.round((eligibleCents * rule.value) / 10_000) : rule.value;
  return Math.min(eligibleCents, Math.max(0, raw));
}

export type CouponRefusalCode =
  | 'coupon_not_found'
  | 'coupon_paused'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_exhausted'
  | 'coupon_already_used'
  | 'coupon_not_applicable'
  | 'coupon_minimum_not_reached';

export interface CouponRefusal {
  code: CouponRefusalCode;
  message: string;
  /** For coupon_minimum_not_reached: how much more the cart needs, in cents. */
  missingCents?: number;
}

/** The pt-BR words of each refusal (one place: the API answers them, the screens show them). */
export const COUPON_MESSAGES = {
  notFound: 'Cupom não encontrado. Confira o código digitado.',
  paused: 'Este cupom está pausado pela loja no momento.',
  notStarted: (startsAt: string) => `Este cupom só vale a partir de ${startsAt}.`,
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom já foi usado o máximo de vezes.',
  alreadyUsed: 'Você já usou este cupom o máximo de vezes permitido.',
  notApplicable: 'Este cupom não vale para os itens do seu carrinho.',
  minimum: (minimumCents: number, missingCents: number) =>
    `Este cupom vale para compras a partir de ${formatBRL(minimumCents / 100)}. Faltam ${formatBRL(missingCents / 100)}.`,
} as const;

export interface CouponContext {
  now: Date;
  subtotalCents: number;
  eligibleCents: number;
  /** The shopper's redemptions of this coupon so far. */
  customerUses: number;
  /** How the start date reads for people (dd/mm/aaaa), given by the caller's formatter. */
  formatDate: (date: Date) => string;
}

/**
 * Why the coupon cannot be used on this cart now, or null when it can. Checked in this order:
 * paused, not started, expired, exhausted, already used by this shopper, no eligible line,
 * minimum order not reached.
 */
export function couponRefusal(rule: CouponRule, context: CouponContext): CouponRefusal | null {
  const t = COUPON_MESSAGES;
  if (!rule.active) return { code: 'coupon_paused', message: t.paused };
  if (rule.startsAt && context.now < rule.startsAt) {
    return { code: 'coupon_not_started', message: t.notStarted(context.formatDate(rule.startsAt)) };
  }
  if (rule.endsAt && context.now >= rule.endsAt) {
    return { code: 'coupon_expired', message: t.expired };
  }
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) {
    return { code: 'coupon_exhausted', message: t.exhausted };
  }
  if (rule.maxUsesPerCustomer !== null && context.customerUses >= rule.maxUsesPerCustomer) {
    return { code: 'coupon_already_used', message: t.alreadyUsed };
  }
  if (context.eligibleCents <= 0) {
    return { code: 'coupon_not_applicable', message: t.notApplicable };
  }
  const missingCents = rule.minimumOrderCents - context.subtotalCents;
  if (missingCents > 0) {
    return {
      code: 'coupon_minimum_not_reached',
      message: t.minimum(rule.minimumOrderCents, missingCents),
      missingCents,
    };
  }
  return null;
}

/** A coupon code as stored and compared: trimmed, upper case (codes are case-insensitive). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Codes people type: letters, digits, - and _, 3 to 30 of them. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** '10%', '12,5%', 'R$ 15,00': what a coupon's value reads. */
export function couponValueLabel(rule: Pick<CouponRule, 'kind' | 'value'>): string {
  if (rule.kind === 'amount') return formatBRL(rule.value / 100);
  const percent = (rule.value / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return `${percent}%`;
}
