import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { fiscalSettingsQueryKey } from '../query-keys.ts';

/** The store's fiscal settings (Configurações → Notas fiscais); each save writes its answer here. */
export function fiscalSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: fiscalSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-fiscal-settings.ts'), (endpoint, client) =>
        endpoint.getFiscalSettings(client),
      ),
  });
}
