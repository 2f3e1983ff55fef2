import { parse, type ApiClient } from '../client.ts';
import { productSchema, type Product } from '@vitrine/contract/catalog';

/** GET {apiBase}/services/{slug} — spec §2 /servico/{slug}, with variations and stock state. */
export function getService(client: ApiClient, slug: string): Promise<Product> {
  return parse(productSchema, client.api.get(`services/${encodeURIComponent(slug)}`));
}
