import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery } from '../../../lib/api-query.ts';

// The pay page's and the payment screens' queries: the api-client's keys written out (checked
// equal by queries.test.ts), its fetchers loaded with the client on the first browser call
// (README "How data reaches a screen").

/** @vitrine/api-client/get-checkout-quote: the cart priced for each method by the server. */
export const checkoutQuoteKey = ['customer', 'checkout-quote'] as const;
/** @vitrine/api-client/get-addresses. */
export const addressesKey = ['customer', 'addresses'] as const;
/** @vitrine/api-client/get-orders (every order query sits under it). */
export const ordersKey = ['customer', 'orders'] as const;
/** @vitrine/api-client/get-order. */
export const orderKey = (code: string) => [...ordersKey, 'detail', code] as const;
/** @vitrine/api-client/get-cart (the header's badge reads it). */
export const cartKey = ['customer', 'cart'] as const;
/** @vitrine/api-client/lookup-cep. */
export const cepKey = (zipCode: string) => ['cep', zipCode.replace(/\D/g, '')] as const;

export const checkoutQuoteQuery = (api: BrowserApi) =>
  apiQuery(api, checkoutQuoteKey, async (client) =>
    (await import('@vitrine/api-client/get-checkout-quote')).getCheckoutQuote(client),
  );

export const addressesQuery = (api: BrowserApi) =>
  apiQuery(api, addressesKey, async (client) =>
    (await import('@vitrine/api-client/get-addresses')).getAddresses(client),
  );

export const orderQuery = (api: BrowserApi, code: string) =>
  apiQuery(api, orderKey(code), async (client) =>
    (await import('@vitrine/api-client/get-order')).getOrder(client, code),
  );

/** A CEP's address does not change while the form is open: asked once per CEP. */
export const cepQuery = (api: BrowserApi, zipCode: string) => ({
  ...apiQuery(api, cepKey(zipCode), async (client) =>
    (await import('@vitrine/api-client/lookup-cep')).lookupCep(client, zipCode),
  ),
  staleTime: Infinity,
  retry: false,
});
