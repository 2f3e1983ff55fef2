import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { recoverAccessBodySchema } from '@vitrine/contract/auth';
import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';

export type RecoverAccessBody = z.input<typeof recoverAccessBodySchema>;

/** POST {auth}/customers/recover-access — always the same neutral answer (202). */
export function recoverCustomerAccess(
  client: ApiClient,
  body: RecoverAccessBody,
): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.auth.post('customers/recover-access', { json: body }));
}

export function recoverCustomerAccessMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['customer', 'recover-access'],
    mutationFn: (body: RecoverAccessBody) => recoverCustomerAccess(client, body),
  });
}
