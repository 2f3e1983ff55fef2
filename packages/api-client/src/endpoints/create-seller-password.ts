import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { sessionResponseSchema, type SessionResponse } from '@vitrine/contract/auth';
import type { CreatePasswordBody } from './create-customer-password.ts';

/** POST {auth}/sellers/create-password — /vendedor/login/criar-senha/{first_access_token}. */
export function createSellerPassword(
  client: ApiClient,
  body: CreatePasswordBody,
): Promise<SessionResponse> {
  return parse(sessionResponseSchema, client.auth.post('sellers/create-password', { json: body }));
}

export function createSellerPasswordMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'create-password'],
    mutationFn: (body: CreatePasswordBody) => createSellerPassword(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
