import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { devicesQueryKey } from '../query-keys.ts';

/** spec §2 /minha-conta/dispositivos-conectados. */
export function devicesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: devicesQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-devices.ts'), (endpoint, client) =>
        endpoint.getDevices(client),
      ),
  });
}
