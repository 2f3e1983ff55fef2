import { queryOptions } from '@tanstack/react-query';

import { fetchLazily, type QueryApi } from '../query-api.ts';
import { paymentRulesQueryKey } from '../query-keys.ts';

/** The seller's store's payment rules (the settings screen's form starts from them). */
export function paymentRulesQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: paymentRulesQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-payment-rules.ts'), (endpoint, client) =>
        endpoint.getPaymentRules(client),
      ),
  });
}
