import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { orderQueryKey } from '../query-keys.ts';

/**
 * One of the shopper's orders: its page in the account and the payment screens. A pix screen
 * adds its own `refetchInterval` to notice the payment.
 */
export function orderQueryOptions(api: QueryApi, code: string) {
  return queryOptions({
    queryKey: orderQueryKey(code),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-order.ts'), (endpoint, client) =>
        endpoint.getOrder(client, code),
      ),
  });
}
