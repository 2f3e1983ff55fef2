import { createApiClient } from '@vitrine/api-client/client';
import { sellerFirstAccessQueryOptions } from '@vitrine/api-client/get-seller-first-access';
import { describe, expect, it } from 'vitest';
import { firstAccessLinkQuery } from './first-access.ts';

describe('firstAccessLinkQuery', () => {
  it('reads the api-client’s cache entry for the same link', () => {
    const api = createApiClient({ apiBase: 'http://127.0.0.1:9' });
    expect(firstAccessLinkQuery(api, 'tok').queryKey).toEqual(
      sellerFirstAccessQueryOptions(api, 'tok').queryKey,
    );
  });
});
