import { apiQuery } from '../../../lib/api-query.ts';
import type { BrowserApi } from '../../../lib/api-context.tsx';

/** The api-client's `customerProfileQueryKey` (profile-query.test.ts keeps them equal). */
export const customerProfileKey = ['customer', 'profile'] as const;

export const customerProfileQuery = (api: BrowserApi) =>
  apiQuery(api, customerProfileKey, async (client) =>
    (await import('@vitrine/api-client/get-customer-profile')).getCustomerProfile(client),
  );
