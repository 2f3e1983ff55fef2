import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { cepQueryKey } from '../query-keys.ts';

/** A CEP's address does not change while a form is open: asked once per CEP. */
export function cepQueryOptions(api: QueryApi, zipCode: string) {
  return queryOptions({
    queryKey: cepQueryKey(zipCode),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/lookup-cep.ts'), (endpoint, client) =>
        endpoint.lookupCep(client, zipCode),
      ),
    staleTime: Infinity,
    retry: false,
  });
}
