// Mercado Pago's money is a JSON number of reais (58.8); ours is integer cents. These are the
// only crossings. Its dates carry an offset ("2026-11-30T23:59:59.000-03:00"), which we write in
// São Paulo's (Brazil keeps -03:00 all year since 2019).

/** 5880 → 58.8: an integer divided by 100 is the double closest to "58.80". */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`centsToAmount: not whole non-negative cents: ${cents}`);
  }
  return cents / 100;
}

/** 58.8 → 5880, rounded to the cent (58.8 * 100 is 5879.999…). */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** An instant as `date_of_expiration` takes it: yyyy-MM-dd'T'HH:mm:ss.SSS-03:00. */
export function toMercadoPagoDate(instant: Date): string {
  return new Date(instant.getTime() - SAO_PAULO_OFFSET_MS).toISOString().replace('Z', '-03:00');
}

/** "Maria da Silva" → first "Maria", last "da Silva" (the payer fields a boleto needs). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
