import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { priceAlertsQueryKey } from '../query-keys.ts';

/** The account's preferences: the price-drop e-mails' switch. */
export function priceAlertsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: priceAlertsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-price-alerts.ts'), (endpoint, client) =>
        endpoint.getPriceAlerts(client),
      ),
  });
}
