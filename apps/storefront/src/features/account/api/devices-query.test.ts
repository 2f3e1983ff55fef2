import { devicesQueryKey } from '@vitrine/api-client/get-devices';
import { describe, expect, it } from 'vitest';
import { devicesKey } from './devices-query.ts';

describe('devicesKey', () => {
  it('is the api-client devices key (a password change or a revoke refreshes the list)', () => {
    expect(devicesKey).toEqual(devicesQueryKey);
  });
});
