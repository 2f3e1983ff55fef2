import { parse, type ApiClient } from '../client.ts';
import { productSchema, type Product } from '@vitrine/contract/catalog';

/** GET {apiBase}/products/{slug} — spec §2 /produto/{slug}, with variations and stock state. */
export function getProduct(client: ApiClient, slug: string): Promise<Product> {
  return parse(productSchema, client.api.get(`products/${encodeURIComponent(slug)}`));
}
