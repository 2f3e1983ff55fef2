import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { outboxQueryKey } from '../query-keys.ts';

/** DEMO_MODE: the e-mails the API wrote for the store the client sends. */
export function outboxQueryOptions(api: QueryApi, to?: string) {
  return queryOptions({
    queryKey: outboxQueryKey(api.storeId, to),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-outbox.ts'), (endpoint, client) =>
        endpoint.getOutbox(client, to),
      ),
  });
}
