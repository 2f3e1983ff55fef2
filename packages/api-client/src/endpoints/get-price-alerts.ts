import { parse, type ApiClient } from '../client.ts';
import { priceAlertsSchema, type PriceAlerts } from '@vitrine/contract/favourites';

/** GET {apiBase}/customers/me/price-alerts — the price-drop e-mails, on since when, or off. */
export function getPriceAlerts(client: ApiClient): Promise<PriceAlerts> {
  return parse(priceAlertsSchema, client.api.get('customers/me/price-alerts'));
}
