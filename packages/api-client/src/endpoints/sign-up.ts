import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { signUpBodySchema } from '@vitrine/contract/auth';
import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';

export type SignUpBody = z.input<typeof signUpBodySchema>;

/**
 * POST {auth}/customers/sign-up — the pre-account draft (spec §3); the answer is the same
 * whether or not the e-mail already has an account (the inbox tells).
 */
export function signUp(client: ApiClient, body: SignUpBody): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.auth.post('customers/sign-up', { json: body }));
}

export function signUpMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['customer', 'sign-up'],
    mutationFn: (body: SignUpBody) => signUp(client, body),
  });
}
