import { fiscalSettingsSchema, type FiscalSettings } from '@vitrine/contract/fiscal-settings';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/invoices — what the store needs to issue NF-e; never a secret. */
export function getFiscalSettings(client: ApiClient): Promise<FiscalSettings> {
  return parse(fiscalSettingsSchema, client.api.get('settings/invoices'));
}
