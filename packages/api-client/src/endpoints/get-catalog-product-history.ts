import { parse, type ApiClient } from '../client.ts';
import { auditHistorySchema, type AuditHistory } from '@vitrine/contract/catalog-audit';

/** GET {apiBase}/catalog/products/{id}/history — who changed what, newest first. */
export function getCatalogProductHistory(
  client: ApiClient,
  id: string,
  page = 1,
): Promise<AuditHistory> {
  return parse(
    auditHistorySchema,
    client.api.get(`catalog/products/${encodeURIComponent(id)}/history`, {
      searchParams: { page },
    }),
  );
}
