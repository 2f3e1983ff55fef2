import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';

/**
 * spec §7 POST {auth service}/api/sellers/logout, bearer header, no body; the answer is not
 * read. spec §4/§8: true on success, false on failure (and without a token, nothing to end).
 */
export async function logoutSeller(client: ApiClient): Promise<boolean> {
  if (!client.options.token?.()) return false;
  try {
    await client.auth.post('api/sellers/logout');
    return true;
  } catch {
    return false;
  }
}

export function logoutSellerMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['seller', 'logout'],
    mutationFn: () => logoutSeller(client),
    onSettled: () => queryClient.removeQueries({ queryKey: ['seller'] }),
  });
}
