import type { ExtraDiscountRule } from './payment-schemas.ts';
import { round2 } from './round.ts';

/** Price shown for pix or boleto (spec §3, pix/boleto price result). */
export interface DiscountedPrice {
  price: number;
  discount_type: 'amount' | 'percentage';
  /** The configured extra_discount when it applied, else 0. */
  discount_value: number;
}

/**
 * spec §9 pix/boleto extra discount: applies only when extra_discount > 0 and the amount is at
 * least extra_minimum_amount; a fixed amount or a percentage off. The price never goes below 0.
 */
export function discountedPrice(amount: number, rule: ExtraDiscountRule): DiscountedPrice {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`discountedPrice: amount must be a finite number ≥ 0, got ${amount}`);
  }
  const applies = rule.extra_discount > 0 && amount >= rule.extra_minimum_amount;
  if (!applies) {
    return { price: round2(amount), discount_type: rule.extra_discount_type, discount_value: 0 };
  }
  const reduction =
    rule.extra_discount_type === 'percentage'
      ? (amount * rule.extra_discount) / 100
      : rule.extra_discount;
  return {
    price: Math.max(0, round2(amount - reduction)),
    discount_type: rule.extra_discount_type,
    discount_value: rule.extra_discount,
  };
}
