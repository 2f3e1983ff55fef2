// The api-client's checkoutQuoteQueryKey (`@vitrine/api-client/get-checkout-quote`, checked equal
// by cart-key.test.ts): a cart edit makes the pay page's prices stale.
export const checkoutQuoteKey = ['customer', 'checkout-quote'] as const;
