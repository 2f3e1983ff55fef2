import { parse, type ApiClient } from '../client.ts';
import { salesOverviewSchema, type SalesOverview } from '@vitrine/contract/sales';

/**
 * GET {apiBase}/sales/overview — spec §2 /vendedor: revenue of today, 7 and 30 days against the
 * period before, sales waiting for the seller, 30 days of daily sales, the latest sales.
 */
export function getSalesOverview(client: ApiClient): Promise<SalesOverview> {
  return parse(salesOverviewSchema, client.api.get('sales/overview'));
}
