import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { sessionResponseSchema, type SessionResponse } from '@vitrine/contract/auth';
import type { LoginBody } from './login-customer.ts';

/**
 * POST {auth}/sellers/login. Keep `access_token` in the seller_access_token cookie: 1 day,
 * path /, SameSite=Strict (spec §6, §9); the session itself ends at `expires_at` (24 h).
 */
export function loginSeller(client: ApiClient, body: LoginBody): Promise<SessionResponse> {
  return parse(sessionResponseSchema, client.auth.post('sellers/login', { json: body }));
}

export function loginSellerMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'login'],
    mutationFn: (body: LoginBody) => loginSeller(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['seller'] }),
  });
}
