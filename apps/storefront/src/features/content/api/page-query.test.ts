import { createApiClient } from '@vitrine/api-client/client';
import { pageQueryOptions } from '@vitrine/api-client/get-page';
import { describe, expect, it } from 'vitest';
import { STORE_ID } from '../../../testing/render-route.tsx';
import { contentPageQuery } from './page-query.ts';

describe('contentPageQuery', () => {
  it('has the api-client’s page key, the one its loader prefetches', () => {
    const client = createApiClient({ apiBase: 'http://127.0.0.1:9', storeId: () => STORE_ID });
    const api = { storeId: STORE_ID, client: async () => client };
    expect(contentPageQuery(api, 'sobre-nos').queryKey).toEqual(
      pageQueryOptions(client, 'sobre-nos').queryKey,
    );
  });
});
