import { operatorStoreSchema, type OperatorStore } from '@vitrine/contract/operators';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/operator/stores/{id} — a store's page in the console (404 store_not_found). */
export function getOperatorStore(client: ApiClient, id: string): Promise<OperatorStore> {
  return parse(operatorStoreSchema, client.api.get(`operator/stores/${encodeURIComponent(id)}`));
}
