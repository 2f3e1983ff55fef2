import { roundToCents } from '@vitrine/domain/round';

// Money is stored as integer cents and spoken in reais with two decimals (spec §9
// "Amounts are rounded to 2 decimals"). These two functions are the only crossing between the
// two units, so a rounding rule lives in one place.

/**
 * Reais → integer cents, by @vitrine/domain's one rounding rule (roundToCents, the one round2
 * uses): 10.005 → 1001, 19.9 → 1990 (not 1989.9999…). Throws on NaN/Infinity: a bad amount must
 * never be stored.
 */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`toCents: not a finite amount: ${reais}`);
  return roundToCents(reais);
}

/** Integer cents → reais with two decimals: 1990 → 19.9 (exactly the double for "19.90"). */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`fromCents: not whole cents: ${cents}`);
  // An integer divided by 100 is correctly rounded: the same double as parsing "x.yz".
  return cents / 100;
}

/** Nullable helper for optional amounts (compare-at prices, thresholds). */
export function fromCentsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}
