import { apiQuery } from '../../../lib/api-query.ts';
import type { BrowserApi } from '../../../lib/api-context.tsx';

/** The api-client's `devicesQueryKey` (devices-query.test.ts keeps them equal). */
export const devicesKey = ['customer', 'devices'] as const;

export const devicesQuery = (api: BrowserApi) =>
  apiQuery(api, devicesKey, async (client) =>
    (await import('@vitrine/api-client/get-devices')).getDevices(client),
  );
