import { mutationOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';
import type { RecoverAccessBody } from './recover-customer-access.ts';

/** POST {auth}/sellers/recover-access — always the same neutral answer (202). */
export function recoverSellerAccess(
  client: ApiClient,
  body: RecoverAccessBody,
): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.auth.post('sellers/recover-access', { json: body }));
}

export function recoverSellerAccessMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['seller', 'recover-access'],
    mutationFn: (body: RecoverAccessBody) => recoverSellerAccess(client, body),
  });
}
