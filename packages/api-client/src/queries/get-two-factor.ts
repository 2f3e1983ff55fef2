import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { twoFactorQueryKey } from '../query-keys.ts';

/** The logged seller's two-step verification (Minha conta → Segurança). */
export function twoFactorQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-two-factor.ts'), (endpoint, client) =>
        endpoint.getTwoFactor(client),
      ),
  });
}
