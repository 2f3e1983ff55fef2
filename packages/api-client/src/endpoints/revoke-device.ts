import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { revokeDevicesResponseSchema } from '@vitrine/contract/customers';
import { devicesQueryKey } from '../query-keys.ts';

/** DELETE {apiBase}/customers/me/devices/{id} — ends one session (the current one too). */
export async function revokeDevice(client: ApiClient, id: string): Promise<number> {
  const path = `customers/me/devices/${encodeURIComponent(id)}`;
  return (await parse(revokeDevicesResponseSchema, client.api.delete(path))).revoked;
}

export function revokeDeviceMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ['customer', 'revoke-device'],
    mutationFn: (id: string) => revokeDevice(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}
