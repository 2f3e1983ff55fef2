import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { saleSchema, type Sale } from '@vitrine/contract/sales';
import { salesQueryKey } from './get-sales.ts';

/** GET {apiBase}/sales/{code} — spec §2 /vendedor/minha-conta/minhas-vendas/{code}. */
export function getSale(client: ApiClient, code: string): Promise<Sale> {
  return parse(saleSchema, client.api.get(`sales/${encodeURIComponent(code)}`));
}

export const saleQueryKey = (code: string) => [...salesQueryKey, 'detail', code] as const;

export function saleQueryOptions(client: ApiClient, code: string) {
  return queryOptions({ queryKey: saleQueryKey(code), queryFn: () => getSale(client, code) });
}
