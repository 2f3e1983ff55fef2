import { mutationOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';
import type { ChangePasswordBody } from './change-customer-password.ts';

/** PUT {apiBase}/sellers/me/password — spec §2 /vendedor/minha-conta/minha-senha. */
export function changeSellerPassword(
  client: ApiClient,
  body: ChangePasswordBody,
): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.api.put('sellers/me/password', { json: body }));
}

export function changeSellerPasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['seller', 'change-password'],
    mutationFn: (body: ChangePasswordBody) => changeSellerPassword(client, body),
  });
}
