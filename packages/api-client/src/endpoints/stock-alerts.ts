import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  stockAlertSchema,
  stockAlertSettingsSchema,
  type StockAlert,
  type StockAlertSettings,
  type StockAlertSettingsBody,
} from '@vitrine/contract/stock-alerts';
import { parse, type ApiClient } from '../client.ts';
import { stockAlertSettingsQueryKey } from '../query-keys.ts';

/**
 * POST {apiBase}/variations/{variation}/stock-alerts (the variation's code) — signed in: active at
 * once; otherwise `email` and pending until confirmed. 409 `in_stock`, 429 too many asks.
 */
export function requestStockAlert(
  client: ApiClient,
  input: { variation: string; email?: string },
): Promise<StockAlert> {
  const path = `variations/${encodeURIComponent(input.variation)}/stock-alerts`;
  return parse(
    stockAlertSchema,
    client.api.post(path, { json: input.email ? { email: input.email } : {} }),
  );
}

/** POST {apiBase}/stock-alerts/confirm — the e-mail's link. 404 `confirm_invalid`. */
export function confirmStockAlert(client: ApiClient, token: string): Promise<StockAlert> {
  return parse(stockAlertSchema, client.api.post('stock-alerts/confirm', { json: { token } }));
}

/** POST {apiBase}/stock-alerts/unsubscribe — the e-mail's way out. 404 `unsubscribe_invalid`. */
export function cancelStockAlerts(client: ApiClient, token: string): Promise<StockAlert> {
  return parse(stockAlertSchema, client.api.post('stock-alerts/unsubscribe', { json: { token } }));
}

/** PUT {apiBase}/settings/stock-alerts — the factor, 1 to 10. */
export function saveStockAlertSettings(
  client: ApiClient,
  body: StockAlertSettingsBody,
): Promise<StockAlertSettings> {
  return parse(stockAlertSettingsSchema, client.api.put('settings/stock-alerts', { json: body }));
}

export function saveStockAlertSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...stockAlertSettingsQueryKey, 'save'],
    mutationFn: (body: StockAlertSettingsBody) => saveStockAlertSettings(client, body),
    onSuccess: (saved) => queryClient.setQueryData(stockAlertSettingsQueryKey, saved),
  });
}
