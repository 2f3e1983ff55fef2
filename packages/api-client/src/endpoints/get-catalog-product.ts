import { parse, type ApiClient } from '../client.ts';
import { officeProductSchema, type OfficeProduct } from '@vitrine/contract/catalog-office';

/** GET {apiBase}/catalog/products/{id} — a product or service as the seller edits it. */
export function getCatalogProduct(client: ApiClient, id: string): Promise<OfficeProduct> {
  return parse(officeProductSchema, client.api.get(`catalog/products/${encodeURIComponent(id)}`));
}
