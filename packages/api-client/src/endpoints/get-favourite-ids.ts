import { parse, type ApiClient } from '../client.ts';
import { favouriteIdsSchema, MAX_FAVOURITE_LOOKUP } from '@vitrine/contract/favourites';

/**
 * POST {apiBase}/customers/me/favourites/lookup — which of these products are favourites. A
 * page with more cards than one call takes (the home's shelves together) asks in batches.
 */
export async function getFavouriteIds(
  client: ApiClient,
  productIds: readonly string[],
): Promise<string[]> {
  const batches: string[][] = [];
  for (let at = 0; at < productIds.length; at += MAX_FAVOURITE_LOOKUP) {
    batches.push(productIds.slice(at, at + MAX_FAVOURITE_LOOKUP));
  }
  const answers = await Promise.all(
    batches.map((product_ids) =>
      parse(
        favouriteIdsSchema,
        client.api.post('customers/me/favourites/lookup', { json: { product_ids } }),
      ),
    ),
  );
  return answers.flatMap((answer) => answer.product_ids);
}
