import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { askedVariationsPageQueryKey, stockAlertSettingsQueryKey } from '../query-keys.ts';

/** Marketing → Avise-me: the store's factor. */
export function stockAlertSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: stockAlertSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-stock-alerts.ts'), (endpoint, client) =>
        endpoint.getStockAlertSettings(client),
      ),
  });
}

/** The variations most asked for, a page of 24. */
export function askedVariationsQueryOptions(api: QueryApi, page = 1) {
  return queryOptions({
    queryKey: askedVariationsPageQueryKey(page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-stock-alerts.ts'), (endpoint, client) =>
        endpoint.getAskedVariations(client, page),
      ),
  });
}
