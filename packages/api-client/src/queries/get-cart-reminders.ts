import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { abandonedCartsPageQueryKey, cartRemindersQueryKey } from '../query-keys.ts';

/** Marketing → Carrinhos abandonados: the reminders' settings. */
export function cartReminderSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: cartRemindersQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-cart-reminders.ts'), (endpoint, client) =>
        endpoint.getCartReminderSettings(client),
      ),
  });
}

/** The carts that got a reminder, a page of 24. */
export function abandonedCartsQueryOptions(api: QueryApi, page = 1) {
  return queryOptions({
    queryKey: abandonedCartsPageQueryKey(page),
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-cart-reminders.ts'), (endpoint, client) =>
        endpoint.getAbandonedCarts(client, page),
      ),
  });
}
