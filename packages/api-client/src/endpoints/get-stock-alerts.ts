import {
  stockAlertSettingsSchema,
  stockAlertVariationListSchema,
  type StockAlertSettings,
  type StockAlertVariationList,
} from '@vitrine/contract/stock-alerts';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/stock-alerts — the store's factor (alerts per unit back). */
export function getStockAlertSettings(client: ApiClient): Promise<StockAlertSettings> {
  return parse(stockAlertSettingsSchema, client.api.get('settings/stock-alerts'));
}

/** GET {apiBase}/stock-alerts/variations — the variations most asked for, 24 a page. */
export function getAskedVariations(
  client: ApiClient,
  page: number,
): Promise<StockAlertVariationList> {
  return parse(
    stockAlertVariationListSchema,
    client.api.get('stock-alerts/variations', { searchParams: { page } }),
  );
}
