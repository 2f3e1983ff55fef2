import { parse, type ApiClient } from '../client.ts';
import { saleListSchema, type SaleExportQuery, type SaleListQuery } from '@vitrine/contract/sales';

/**
 * The query string of the sales list and its export: unset and empty values left out, and the
 * default sort (recentes) too, so a URL or a cache key names only what was chosen.
 */
export function saleSearchParams(query: SaleListQuery | SaleExportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || String(value).trim() === '') continue;
    if (name === 'sort' && value === 'recentes') continue;
    params.set(name, String(value));
  }
  return params;
}

/**
 * GET {apiBase}/sales — spec §2 /vendedor/minha-conta/minhas-vendas: filters `status`,
 * `from`/`to` (AAAA-MM-DD, Brasília days, inclusive), `payment_method`, `q` (the sale's code
 * from its start, or a piece of the buyer's name or e-mail, accents and case ignored), `sort`
 * (recentes | antigas | maior_valor | menor_valor), `page`/`per_page`.
 */
export function getSales(client: ApiClient, query: SaleListQuery = {}) {
  return parse(saleListSchema, client.api.get('sales', { searchParams: saleSearchParams(query) }));
}
