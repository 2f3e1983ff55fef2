// spec §9: "Amounts are rounded to 2 decimals." Every price the buyer sees (instalments, totals,
// pix/boleto discounts) goes through round2, so the storefront, the API and the acquirer's
// statement agree to the cent.

/** Significant digits a double holds faithfully (DBL_DIG); anything past them is binary noise. */
const SIGNIFICANT_DIGITS = 15;
/** From here on a double's spacing is already ≥ 1/8, so there are no cents left to round. */
const NOTHING_TO_ROUND = 1e15;

/**
 * Whole cents of an amount in reais, rounding half away from zero on the decimal value rather
 * than on the binary float: 1.005 (stored as 1.00499999999999989…) gives 101, and arithmetic
 * noise such as 1.65 − 0.165 = 1.4849999999999999 rounds as the 1.485 it stands for (→ 149).
 * The one rounding rule of money: round2 and the API's toCents both go through it.
 */
export function roundToCents(value: number): number {
  // toPrecision gives the decimal representation ("1.00500000000000", "1.5e-7"); shifting the
  // exponent in the text keeps the scaling by 100 exact instead of multiplying the float.
  const [mantissa = '0', exponent = '0'] = Math.abs(value)
    .toPrecision(SIGNIFICANT_DIGITS)
    .split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return value < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Rounds to 2 decimals with roundToCents' rule (1.005 → 1.01, 1.4849999999999999 → 1.49).
 * Non-finite values pass through unchanged, as with Math.round.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= NOTHING_TO_ROUND) return value;
  // An integer divided by 100 is correctly rounded: the same double as parsing "x.yz".
  return roundToCents(value) / 100;
}
