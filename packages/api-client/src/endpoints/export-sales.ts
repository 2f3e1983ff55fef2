import type { SaleExportQuery } from '@vitrine/contract/sales';
import type { ApiClient } from '../client.ts';
import { toApiError } from '../errors.ts';
import { saleSearchParams } from './get-sales.ts';

/**
 * The relative path of GET {apiBase}/sales/export for these filters ("Exportar CSV" of spec §2
 * /vendedor/minha-conta/minhas-vendas), e.g. `sales/export?status=pago`: the seller app links
 * to it under its API proxy, and the browser saves `vendas-AAAA-MM-DD.csv` (the answer's
 * Content-Disposition) itself.
 */
export function saleExportPath(query: SaleExportQuery = {}): string {
  const params = saleSearchParams(query).toString();
  return params ? `sales/export?${params}` : 'sales/export';
}

/** The same CSV through the client (bearer token and store header), as a Blob to save. */
export async function exportSales(client: ApiClient, query: SaleExportQuery = {}): Promise<Blob> {
  try {
    return await client.api.get(saleExportPath(query)).blob();
  } catch (error) {
    throw toApiError(error);
  }
}
