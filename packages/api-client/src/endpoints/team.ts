import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { teamTwoFactorSchema } from '@vitrine/contract/two-factor';
import {
  type ChangeSellerRoleBody,
  type InviteSellerBody,
  teamMemberSchema,
} from '@vitrine/contract/team';
import { parse, type ApiClient } from '../client.ts';
import { toApiError } from '../errors.ts';
import { teamQueryKey } from '../query-keys.ts';

// The office's "Equipe" (owners only): the store's sellers, an invitation, a role change, a
// removal. Every write refreshes the list.

const path = (id: string) => `team/sellers/${encodeURIComponent(id)}`;

/** POST {apiBase}/team/sellers — 201; 409 seller_exists (on `email`). */
export function inviteSeller(client: ApiClient, body: InviteSellerBody) {
  return parse(teamMemberSchema, client.api.post('team/sellers', { json: body }));
}

/** PATCH {apiBase}/team/sellers/{id} — 409 last_owner. */
export function changeSellerRole(
  client: ApiClient,
  input: { id: string; body: ChangeSellerRoleBody },
) {
  return parse(teamMemberSchema, client.api.patch(path(input.id), { json: input.body }));
}

/** DELETE {apiBase}/team/sellers/{id} — 204; 409 cannot_remove_self, last_owner. */
export async function removeSeller(client: ApiClient, id: string): Promise<void> {
  try {
    await client.api.delete(path(id));
  } catch (error) {
    throw toApiError(error);
  }
}

const refresh = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: teamQueryKey });

export const inviteSellerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...teamQueryKey, 'invite'],
    mutationFn: (body: InviteSellerBody) => inviteSeller(client, body),
    onSuccess: refresh(queryClient),
  });

export const changeSellerRoleMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...teamQueryKey, 'role'],
    mutationFn: (input: { id: string; body: ChangeSellerRoleBody }) =>
      changeSellerRole(client, input),
    onSuccess: refresh(queryClient),
  });

export const removeSellerMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...teamQueryKey, 'remove'],
    mutationFn: (id: string) => removeSeller(client, id),
    onSuccess: refresh(queryClient),
  });

/** PUT {apiBase}/team/two-factor — 409 two_factor_owner_first. */
export const requireTeamTwoFactorMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...teamQueryKey, 'two-factor'],
    mutationFn: (required: boolean) =>
      parse(teamTwoFactorSchema, client.api.put('team/two-factor', { json: { required } })),
    onSuccess: refresh(queryClient),
  });
