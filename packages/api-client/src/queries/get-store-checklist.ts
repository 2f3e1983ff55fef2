import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { storeChecklistQueryKey } from '../query-keys.ts';

/** The first-run checklist and the store's status (the office's home). */
export function storeChecklistQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: storeChecklistQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-store-checklist.ts'), (endpoint, client) =>
        endpoint.getStoreChecklist(client),
      ),
  });
}
