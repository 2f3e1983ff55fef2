import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  abandonedCartListSchema,
  cartReminderSettingsSchema,
  type AbandonedCartList,
  type CartReminderSettings,
  type CartReminderSettingsBody,
} from '@vitrine/contract/cart-reminders';
import { parse, type ApiClient } from '../client.ts';
import { cartRemindersQueryKey } from '../query-keys.ts';

/** GET {apiBase}/settings/cart-reminders — on or off, the delays, the last one's coupon. */
export function getCartReminderSettings(client: ApiClient): Promise<CartReminderSettings> {
  return parse(cartReminderSettingsSchema, client.api.get('settings/cart-reminders'));
}

/** PUT {apiBase}/settings/cart-reminders — 404 `coupon_not_found` for a coupon not the store's. */
export function saveCartReminderSettings(
  client: ApiClient,
  body: CartReminderSettingsBody,
): Promise<CartReminderSettings> {
  return parse(
    cartReminderSettingsSchema,
    client.api.put('settings/cart-reminders', { json: body }),
  );
}

export function saveCartReminderSettingsMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: [...cartRemindersQueryKey, 'save'],
    mutationFn: (body: CartReminderSettingsBody) => saveCartReminderSettings(client, body),
    onSuccess: (saved) => queryClient.setQueryData(cartRemindersQueryKey, saved),
  });
}

/** GET {apiBase}/cart-reminders/carts — the carts reminded, newest first, 24 a page. */
export function getAbandonedCarts(client: ApiClient, page: number): Promise<AbandonedCartList> {
  return parse(
    abandonedCartListSchema,
    client.api.get('cart-reminders/carts', { searchParams: { page } }),
  );
}
