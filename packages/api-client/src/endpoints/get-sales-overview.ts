import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { salesOverviewSchema, type SalesOverview } from '@vitrine/contract/sales';
import { salesQueryKey } from './get-sales.ts';

/**
 * GET {apiBase}/sales/overview — spec §2 /vendedor: revenue of today, 7 and 30 days against the
 * period before, sales waiting for the seller, 30 days of daily sales, the latest sales.
 */
export function getSalesOverview(client: ApiClient): Promise<SalesOverview> {
  return parse(salesOverviewSchema, client.api.get('sales/overview'));
}

/** Under salesQueryKey: a sale's status move (update-sale-status.ts) refreshes the home too. */
export const salesOverviewQueryKey = [...salesQueryKey, 'overview'] as const;

export function salesOverviewQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: salesOverviewQueryKey,
    queryFn: () => getSalesOverview(client),
  });
}
