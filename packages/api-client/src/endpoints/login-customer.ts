import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { loginBodySchema } from '@vitrine/contract/auth';
import { sessionResponseSchema, type SessionResponse } from '@vitrine/contract/auth';

export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * POST {auth}/customers/login. The caller keeps `access_token` in the customer_access_token
 * cookie (spec §6, §9). 401 invalid_credentials, 429 too_many_requests.
 */
export function loginCustomer(client: ApiClient, body: LoginBody): Promise<SessionResponse> {
  return parse(sessionResponseSchema, client.auth.post('customers/login', { json: body }));
}

export function loginCustomerMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'login'],
    mutationFn: (body: LoginBody) => loginCustomer(client, body),
    // Whatever was cached belonged to nobody (or someone else): refetch as the new customer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
