import { storeLegalDataSchema, type StoreLegalData } from '@vitrine/contract/store-legal-data';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/legal-data — name, CPF/CNPJ, address, e-mail, phone; `missing`. */
export function getStoreLegalData(client: ApiClient): Promise<StoreLegalData> {
  return parse(storeLegalDataSchema, client.api.get('settings/legal-data'));
}
