import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  sellerProfileSchema,
  type SellerProfile,
  type UpdateSellerBody,
} from '@vitrine/contract/sellers';
import { sellerProfileQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/sellers/me — name and phone. */
export function updateSellerProfile(
  client: ApiClient,
  body: UpdateSellerBody,
): Promise<SellerProfile> {
  return parse(sellerProfileSchema, client.api.put('sellers/me', { json: body }));
}

export function updateSellerProfileMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'update-profile'],
    mutationFn: (body: UpdateSellerBody) => updateSellerProfile(client, body),
    onSuccess: (profile) => queryClient.setQueryData(sellerProfileQueryKey, profile),
  });
}
