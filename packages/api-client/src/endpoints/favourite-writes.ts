import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { toApiError } from '../errors.ts';
import { favouritesQueryKey } from '../queries/get-favourites.ts';

const path = (productId: string) => `customers/me/favourites/${encodeURIComponent(productId)}`;

/** PUT {apiBase}/customers/me/favourites/{id} — 204; again changes nothing. */
export async function addFavourite(client: ApiClient, productId: string): Promise<void> {
  try {
    await client.api.put(path(productId));
  } catch (error) {
    throw toApiError(error);
  }
}

/** DELETE {apiBase}/customers/me/favourites/{id} — 204; again changes nothing. */
export async function removeFavourite(client: ApiClient, productId: string): Promise<void> {
  try {
    await client.api.delete(path(productId));
  } catch (error) {
    throw toApiError(error);
  }
}

export type FavouriteChange = { productId: string; favourite: boolean };

/** The heart and the list's "Remover": the list and every page's hearts are read again. */
export function setFavouriteMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'set-favourite'],
    mutationFn: ({ productId, favourite }: FavouriteChange) =>
      favourite ? addFavourite(client, productId) : removeFavourite(client, productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
