import { parse, type ApiClient } from '../client.ts';
import { favouriteIdsSchema } from '@vitrine/contract/favourites';

/** POST {apiBase}/customers/me/favourites/lookup — which of these products are favourites. */
export async function getFavouriteIds(
  client: ApiClient,
  productIds: readonly string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const json = { product_ids: productIds };
  return (
    await parse(favouriteIdsSchema, client.api.post('customers/me/favourites/lookup', { json }))
  ).product_ids;
}
