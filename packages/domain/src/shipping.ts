import { round2 } from './round.ts';

/** Where a cart stands against the store's free-shipping threshold. */
export type FreeShippingProgress = { free: true } | { free: false; missing: number };

/**
 * Shipping is free once the goods (products, not services) reach the store's threshold,
 * inclusive: the API's priceCart charges by the same comparison, so what the cart promises is
 * what the pay page charges. Null when the store has no threshold.
 */
export function freeShippingProgress(
  goods: number,
  freeFrom: number | null,
): FreeShippingProgress | null {
  if (freeFrom === null) return null;
  if (!Number.isFinite(goods) || !Number.isFinite(freeFrom)) {
    throw new RangeError(`freeShippingProgress: amounts must be finite, got ${goods}, ${freeFrom}`);
  }
  const missing = round2(freeFrom - goods);
  return missing <= 0 ? { free: true } : { free: false, missing };
}
