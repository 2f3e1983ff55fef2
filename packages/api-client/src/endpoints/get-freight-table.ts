import { freightTableSchema, type FreightTable } from '@vitrine/contract/freight-settings';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/freight/table — the store's own table, every row. */
export function getFreightTable(client: ApiClient): Promise<FreightTable> {
  return parse(freightTableSchema, client.api.get('settings/freight/table'));
}
