import { parse, type ApiClient } from '../client.ts';
import {
  checkoutQuoteSchema,
  type CheckoutQuote,
  type CheckoutQuoteQuery,
} from '@vitrine/contract/checkout';

/**
 * GET {apiBase}/checkout/quote — spec §2 /finalizar-compra/pagar: pix and boleto prices
 * (spec §3 price result) and the card instalment options (spec §3, §9), all from the server,
 * with the freight to the address asked for (else the default one) and the option chosen
 * (else the cheapest) priced in.
 */
export function getCheckoutQuote(
  client: ApiClient,
  query: CheckoutQuoteQuery = {},
): Promise<CheckoutQuote> {
  const searchParams = new URLSearchParams();
  if (query.address_id) searchParams.set('address_id', query.address_id);
  if (query.freight) searchParams.set('freight', query.freight);
  return parse(checkoutQuoteSchema, client.api.get('checkout/quote', { searchParams }));
}
