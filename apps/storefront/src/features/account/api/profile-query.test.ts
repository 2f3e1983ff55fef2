import { customerProfileQueryKey } from '@vitrine/api-client/get-customer-profile';
import { describe, expect, it } from 'vitest';
import { customerProfileKey } from './profile-query.ts';

describe('customerProfileKey', () => {
  it('is the api-client profile key (the loader fills it, the save updates it)', () => {
    expect(customerProfileKey).toEqual(customerProfileQueryKey);
  });
});
