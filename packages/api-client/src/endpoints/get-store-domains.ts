import { storeDomainsSchema, type StoreDomains } from '@vitrine/contract/domains';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/domains — each domain, its status and the records to set. */
export function getStoreDomains(client: ApiClient): Promise<StoreDomains> {
  return parse(storeDomainsSchema, client.api.get('settings/domains'));
}
