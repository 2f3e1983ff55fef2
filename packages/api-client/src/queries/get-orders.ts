import { queryOptions } from '@tanstack/react-query';
import type { OrdersPage } from '../endpoints/get-orders.ts';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { ordersListQueryKey } from '../query-keys.ts';

export type { OrdersPage };

/** spec §2 /minha-conta/meus-pedidos: a page of the shopper's orders, newest first. */
export function ordersQueryOptions(api: QueryApi, query: OrdersPage = {}) {
  return queryOptions({
    queryKey: ordersListQueryKey(query),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-orders.ts'), (endpoint, client) =>
        endpoint.getOrders(client, query),
      ),
  });
}
