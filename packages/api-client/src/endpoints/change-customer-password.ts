import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parse, type ApiClient } from '../client.ts';
import type { changePasswordBodySchema } from '@vitrine/contract/auth';
import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';
import { devicesQueryKey } from '../query-keys.ts';

export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** PUT {apiBase}/customers/me/password — spec §2 /minha-conta/minha-senha; ends other sessions. */
export function changeCustomerPassword(
  client: ApiClient,
  body: ChangePasswordBody,
): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.api.put('customers/me/password', { json: body }));
}

export function changeCustomerPasswordMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'change-password'],
    mutationFn: (body: ChangePasswordBody) => changeCustomerPassword(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
