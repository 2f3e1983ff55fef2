import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { saleListSchema, type SaleListQuery } from '@vitrine/contract/sales';

/**
 * GET {apiBase}/sales — spec §2 /vendedor/minha-conta/minhas-vendas: filters `status`,
 * `from`/`to` (AAAA-MM-DD, Brasília days, inclusive), `page`/`per_page`.
 */
export function getSales(client: ApiClient, query: SaleListQuery = {}) {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number>;
  return parse(saleListSchema, client.api.get('sales', { searchParams }));
}

export const salesQueryKey = ['seller', 'sales'] as const;

export function salesQueryOptions(client: ApiClient, query: SaleListQuery = {}) {
  return queryOptions({
    queryKey: [...salesQueryKey, 'list', query] as const,
    queryFn: () => getSales(client, query),
  });
}
