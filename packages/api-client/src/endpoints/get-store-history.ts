import { storeHistorySchema, type StoreHistoryQuery } from '@vitrine/contract/store-history';
import type { AuditHistory } from '@vitrine/contract/catalog-audit';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/history — the store's recorded writes, newest first, by kind. */
export function getStoreHistory(
  client: ApiClient,
  query: StoreHistoryQuery,
): Promise<AuditHistory> {
  const searchParams: Record<string, string | number> = {
    page: query.page,
    per_page: query.per_page,
  };
  if (query.entity) searchParams.entity = query.entity;
  return parse(storeHistorySchema, client.api.get('history', { searchParams }));
}
