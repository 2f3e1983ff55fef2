import { parse, type ApiClient } from '../client.ts';
import { freightQuoteSchema, type FreightQuote } from '@vitrine/contract/freight';

/** The CEP (masked or not), the product's and variation's codes, and the quantity (1…99). */
export type FreightQuoteQuery = { cep: string; code: string; variation: string; qnt: number };

/**
 * GET {apiBase}/freight/quote — the product page's "Calcular frete" for one variation and
 * quantity. Failures are ApiError: `cep_not_found` (404), `no_service` and
 * `freight_unavailable` (422).
 */
export function getFreightQuote(
  client: ApiClient,
  query: FreightQuoteQuery,
): Promise<FreightQuote> {
  const { cep, code, variation, qnt } = query;
  return parse(
    freightQuoteSchema,
    client.api.get('freight/quote', { searchParams: { cep, code, variation, qnt } }),
  );
}
