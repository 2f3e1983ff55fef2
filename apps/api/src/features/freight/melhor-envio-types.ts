import type { OutsideResult } from '../../lib/outside/failure.ts';

/** One product line of a quote, in the catalog's units (the adapter converts to the protocol's). */
export type QuoteProduct = {
  id: string;
  widthCm: number;
  heightCm: number;
  lengthCm: number;
  weightGrams: number;
  /** Declared value of one unit, for the carrier's insurance. */
  insuranceCents: number;
  quantity: number;
};

export type QuoteRequest = {
  /** 8 digits, no mask. */
  fromCep: string;
  toCep: string;
  products: readonly QuoteProduct[];
  /** Melhor Envio service ids the store enables (1 PAC, 2 SEDEX, 3 Jadlog .Package…); all when absent. */
  services?: readonly number[];
  /** Extras the carrier charges for: aviso de recebimento, mão própria. */
  options?: { receipt?: boolean; ownHand?: boolean };
};

export type Carrier = { id: number; name: string; picture: string | null };

export type QuotedService = {
  id: number;
  name: string;
  company: Carrier;
  /** `custom_price` when the answer has it (the account's own price), else `price`. */
  priceCents: number;
  /** Business days, from `custom_delivery_range`, else `delivery_range`. */
  days: { min: number; max: number };
};

export type RefusedService = { id: number; name: string; company: Carrier | null; error: string };

/**
 * A quote, or why there is none (lib/outside): 401/403 are `refused` (the token), 422 `refused`
 * with Laravel's `{ message, errors }` as `body`, 5xx, 429, a dropped connection or an answer
 * that does not parse `unavailable`, past the deadline `timeout`.
 */
export type QuoteResult = OutsideResult<{
  services: readonly QuotedService[];
  refused: readonly RefusedService[];
}>;
