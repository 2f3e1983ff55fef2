import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import {
  customerProfileSchema,
  type CustomerProfile,
  type UpdateProfileBody,
} from '@vitrine/contract/customers';
import { customerProfileQueryKey } from '../query-keys.ts';

/**
 * PUT {apiBase}/customers/me — name, CPF, phone, birth date (dd/mm/aaaa or ISO; answered as
 * ISO midnight UTC, spec §5).
 */
export function updateCustomerProfile(
  client: ApiClient,
  body: UpdateProfileBody,
): Promise<CustomerProfile> {
  return parse(customerProfileSchema, client.api.put('customers/me', { json: body }));
}

export function updateCustomerProfileMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'update-profile'],
    mutationFn: (body: UpdateProfileBody) => updateCustomerProfile(client, body),
    onSuccess: (profile) => queryClient.setQueryData(customerProfileQueryKey, profile),
  });
}
