import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { revokeDevicesResponseSchema } from '@vitrine/contract/customers';
import { devicesQueryKey } from '../query-keys.ts';

/** POST {apiBase}/customers/me/devices/revoke-others — every session but this one ends. */
export async function revokeOtherDevices(client: ApiClient): Promise<number> {
  const answer = client.api.post('customers/me/devices/revoke-others');
  return (await parse(revokeDevicesResponseSchema, answer)).revoked;
}

export function revokeOtherDevicesMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'revoke-other-devices'],
    mutationFn: () => revokeOtherDevices(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
