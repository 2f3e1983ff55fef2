import { parse, type ApiClient } from '../client.ts';
import { favouriteListSchema, type Favourite } from '@vitrine/contract/favourites';

/** GET {apiBase}/customers/me/favourites — newest first, each with its product as sold now. */
export async function getFavourites(client: ApiClient): Promise<Favourite[]> {
  return (await parse(favouriteListSchema, client.api.get('customers/me/favourites'))).items;
}
