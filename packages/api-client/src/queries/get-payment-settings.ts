import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { paymentSettingsQueryKey } from '../query-keys.ts';

/** The store's payment providers (the office's Contas de recebimento form starts from them). */
export function paymentSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: paymentSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-payment-settings.ts'), (endpoint, client) =>
        endpoint.getPaymentSettings(client),
      ),
  });
}
