import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';

/** Beside its options, not in query-keys.ts (every storefront page's initial JS). */
export const priceAlertsQueryKey = ['customer', 'price-alerts'] as const;

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
