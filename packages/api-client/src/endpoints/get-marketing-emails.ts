import { parse, type ApiClient } from '../client.ts';
import { marketingEmailsSchema, type MarketingEmails } from '@vitrine/contract/cart-reminders';

/** GET {apiBase}/customers/me/marketing-emails — the store's e-mails, on since when, or off. */
export function getMarketingEmails(client: ApiClient): Promise<MarketingEmails> {
  return parse(marketingEmailsSchema, client.api.get('customers/me/marketing-emails'));
}
