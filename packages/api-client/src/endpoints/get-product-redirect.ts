import { parse, type ApiClient } from '../client.ts';
import { productRedirectSchema, type ProductRedirect } from '@vitrine/contract/shelf';

/** GET {apiBase}/product-redirects/{slug} — where a product's former slug leads now (404: nowhere). */
export function getProductRedirect(client: ApiClient, oldSlug: string): Promise<ProductRedirect> {
  return parse(
    productRedirectSchema,
    client.api.get(`product-redirects/${encodeURIComponent(oldSlug)}`),
  );
}
