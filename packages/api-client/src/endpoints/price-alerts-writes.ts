import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { priceAlertsSchema, type PriceAlerts } from '@vitrine/contract/favourites';
import { priceAlertsQueryKey } from '../queries/get-price-alerts.ts';

/** PUT {apiBase}/customers/me/price-alerts — on or off; the API records the consent. */
export function setPriceAlerts(client: ApiClient, enabled: boolean): Promise<PriceAlerts> {
  return parse(
    priceAlertsSchema,
    client.api.put('customers/me/price-alerts', { json: { enabled } }),
  );
}

export function setPriceAlertsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'set-price-alerts'],
    mutationFn: (enabled: boolean) => setPriceAlerts(client, enabled),
    onSuccess: (alerts) => queryClient.setQueryData(priceAlertsQueryKey, alerts),
  });
}

/**
 * POST {apiBase}/price-alerts/unsubscribe — the e-mail's link, without a session: the token
 * names the shopper. 404 unsubscribe_invalid for a token unknown, expired or of another store.
 */
export function unsubscribePriceAlerts(client: ApiClient, token: string): Promise<PriceAlerts> {
  return parse(priceAlertsSchema, client.api.post('price-alerts/unsubscribe', { json: { token } }));
}
