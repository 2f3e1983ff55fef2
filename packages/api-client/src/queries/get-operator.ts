import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { operatorQueryKey } from '../query-keys.ts';

/** The console's operator (GET /operator/me); turning the authenticator on refreshes it. */
export function operatorQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: operatorQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-operator.ts'), (endpoint, client) =>
        endpoint.getOperator(client),
      ),
  });
}
