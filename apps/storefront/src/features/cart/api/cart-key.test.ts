import { cartQueryKey as apiClientKey } from '@vitrine/api-client/get-cart';
import { describe, expect, it } from 'vitest';
import { cartQueryKey } from './cart-key.ts';

describe('cartQueryKey', () => {
  it('is the api-client cart query key (mutations there update what the badge reads)', () => {
    expect(cartQueryKey).toEqual(apiClientKey);
  });
});
