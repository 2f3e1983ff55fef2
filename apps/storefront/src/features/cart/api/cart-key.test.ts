import { cartQueryKey as apiClientKey } from '@vitrine/api-client/get-cart';
import { checkoutQuoteQueryKey } from '@vitrine/api-client/get-checkout-quote';
import { describe, expect, it } from 'vitest';
import { cartQueryKey } from '../../../lib/cart-key.ts';
import { checkoutQuoteKey } from './checkout-quote-key.ts';

describe('cartQueryKey', () => {
  it('is the api-client cart query key (mutations there update what the badge reads)', () => {
    expect(cartQueryKey).toEqual(apiClientKey);
  });
});

describe('checkoutQuoteKey', () => {
  it('is the api-client checkout quote key (a cart edit invalidates the pay page prices)', () => {
    expect(checkoutQuoteKey).toEqual(checkoutQuoteQueryKey);
  });
});
