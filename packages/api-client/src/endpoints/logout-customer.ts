import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type ApiClient } from '../client.ts';
import { asResult } from '../errors.ts';

/**
 * POST {auth}/customers/logout — ends the session. Resolves true on success, false on failure
 * (spec §8: logout failure returns false); the caller clears the cookie either way.
 */
export async function logoutCustomer(client: ApiClient): Promise<boolean> {
  const result = await asResult(client.auth.post('customers/logout').json());
  return result.ok;
}

export function logoutCustomerMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'logout'],
    mutationFn: () => logoutCustomer(client),
    onSettled: () => queryClient.removeQueries({ queryKey: ['customer'] }),
  });
}
