import { parse, type ApiClient } from '../client.ts';
import { saleSchema, type Sale } from '@vitrine/contract/sales';

/** GET {apiBase}/sales/{code} — spec §2 /vendedor/minha-conta/minhas-vendas/{code}. */
export function getSale(client: ApiClient, code: string): Promise<Sale> {
  return parse(saleSchema, client.api.get(`sales/${encodeURIComponent(code)}`));
}
