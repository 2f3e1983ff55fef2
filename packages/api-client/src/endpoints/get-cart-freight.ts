import { freightQuoteSchema, type FreightQuote } from '@vitrine/contract/freight';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/cart/freight?cep — the shopper's cart quoted to a CEP (the cart page). */
export function getCartFreight(client: ApiClient, cep: string): Promise<FreightQuote> {
  return parse(freightQuoteSchema, client.api.get('cart/freight', { searchParams: { cep } }));
}
