import { parse, type ApiClient } from '../client.ts';
import { checkoutQuoteSchema, type CheckoutQuote } from '@vitrine/contract/checkout';

/**
 * GET {apiBase}/checkout/quote — spec §2 /finalizar-compra/pagar: pix and boleto prices
 * (spec §3 price result) and the card instalment options (spec §3, §9), all from the server.
 */
export function getCheckoutQuote(client: ApiClient): Promise<CheckoutQuote> {
  return parse(checkoutQuoteSchema, client.api.get('checkout/quote'));
}
