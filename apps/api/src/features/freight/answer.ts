import { ApiError } from '../../http/errors.ts';
import { fromCents } from '../../lib/money.ts';
import type { FreightQuote } from './quote.ts';

/** A quote the shopper can read, or the refusal as a 4xx (a freight failure is never a 5xx). */
export function freightAnswer(quote: FreightQuote) {
  if (!quote.ok) throw freightRefusal(quote);
  return freightOptionsOf(quote);
}

/** A quote's refusal as the API answers it: 404 for a CEP that does not exist, 422 otherwise. */
export const freightRefusal = (quote: Extract<FreightQuote, { ok: false }>) =>
  new ApiError(quote.code === 'cep_not_found' ? 404 : 422, quote.code, quote.message);

/** A quote as the contract's FreightQuote (reais, snake case). */
export function freightOptionsOf(quote: Extract<FreightQuote, { ok: true }>) {
  return {
    options: quote.options.map((option) => ({
      id: option.id,
      kind: option.kind,
      name: option.name,
      carrier: option.carrier,
      price: fromCents(option.priceCents),
      days_min: option.daysMin,
      days_max: option.daysMax,
      free: option.free,
    })),
    free_shipping:
      quote.freeShipping === null
        ? null
        : quote.freeShipping.free
          ? { free: true as const }
          : { free: false as const, missing: fromCents(quote.freeShipping.missingCents) },
    carrier_unavailable: quote.carrierUnavailable,
    pickup: quote.pickup,
  };
}
