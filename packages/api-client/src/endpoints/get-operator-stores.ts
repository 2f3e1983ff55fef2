import {
  operatorStoresSchema,
  type OperatorStores,
  type OperatorStoresQuery,
} from '@vitrine/contract/operators';
import { parse, type ApiClient } from '../client.ts';
import { toQueryParams } from '../query-params.ts';

/**
 * GET {apiBase}/operator/stores — every store of the platform: `q` (name, address, owner's
 * e-mail), `state`, `created_from`/`created_to` (AAAA-MM-DD), `sort`, `page`/`per_page`.
 */
export function getOperatorStores(
  client: ApiClient,
  query: OperatorStoresQuery,
): Promise<OperatorStores> {
  return parse(
    operatorStoresSchema,
    client.api.get('operator/stores', { searchParams: toQueryParams(query) }),
  );
}
