import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { createPasswordBodySchema } from '@vitrine/contract/auth';
import { sessionResponseSchema, type SessionResponse } from '@vitrine/contract/auth';

export type CreatePasswordBody = z.input<typeof createPasswordBodySchema>;

/**
 * POST {auth}/customers/create-password — from /login/criar-senha/{first_access_token} (first
 * access or recover access); logs the customer in.
 */
export function createCustomerPassword(
  client: ApiClient,
  body: CreatePasswordBody,
): Promise<SessionResponse> {
  return parse(
    sessionResponseSchema,
    client.auth.post('customers/create-password', { json: body }),
  );
}

export function createCustomerPasswordMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'create-password'],
    mutationFn: (body: CreatePasswordBody) => createCustomerPassword(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer'] }),
  });
}
