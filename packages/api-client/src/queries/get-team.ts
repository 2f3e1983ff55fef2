import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { teamQueryKey } from '../query-keys.ts';

/** The store's sellers and their roles (owners only); a team write refreshes it. */
export function teamQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: teamQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-team.ts'), (endpoint, client) =>
        endpoint.getTeam(client),
      ),
  });
}
