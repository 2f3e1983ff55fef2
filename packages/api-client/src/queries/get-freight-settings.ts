import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { freightSettingsQueryKey } from '../query-keys.ts';

/** The store's freight settings (the office's Frete form starts from them). */
export function freightSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: freightSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-freight-settings.ts'), (endpoint, client) =>
        endpoint.getFreightSettings(client),
      ),
  });
}
