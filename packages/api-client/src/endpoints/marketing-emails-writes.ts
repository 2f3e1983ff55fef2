import {
  marketingEmailsSchema,
  type MarketingEmails,
  type MarketingEmailsBody,
} from '@vitrine/contract/cart-reminders';
import { parse, type ApiClient } from '../client.ts';

/** PUT {apiBase}/customers/me/marketing-emails — on or off, and where; the API records it. */
export function setMarketingEmails(
  client: ApiClient,
  body: MarketingEmailsBody,
): Promise<MarketingEmails> {
  return parse(
    marketingEmailsSchema,
    client.api.put('customers/me/marketing-emails', { json: body }),
  );
}

/**
 * POST {apiBase}/marketing-emails/unsubscribe — the e-mail's link, without a session: the token
 * names the shopper. 404 unsubscribe_invalid for a token unknown, expired or of another store.
 */
export function unsubscribeMarketingEmails(
  client: ApiClient,
  token: string,
): Promise<MarketingEmails> {
  return parse(
    marketingEmailsSchema,
    client.api.post('marketing-emails/unsubscribe', { json: { token } }),
  );
}
