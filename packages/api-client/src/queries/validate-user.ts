import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { validateUserQueryKey } from '../query-keys.ts';

/** spec §7 POST /api/validate_user: the logged customer, or null. */
export function validateUserQueryOptions(api: QueryApi, accessToken: string | undefined) {
  return queryOptions({
    queryKey: validateUserQueryKey(accessToken),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/validate-user.ts'), (endpoint, client) =>
        endpoint.validateUser(client, accessToken),
      ),
  });
}
