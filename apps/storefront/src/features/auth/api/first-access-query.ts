import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery } from '../../../lib/api-query.ts';

/** The api-client's `customerFirstAccessQueryKey` (checked equal by first-access-query.test.ts). */
export const firstAccessQueryKey = (token: string) => ['customer', 'first-access', token] as const;

/** Is this create-password link still good? Its account, or null (see firstAccessLink). */
export const firstAccessQuery = (api: BrowserApi, token: string) =>
  apiQuery(api, firstAccessQueryKey(token), async (client) =>
    (await import('./first-access.ts')).firstAccessLink(client, token),
  );
