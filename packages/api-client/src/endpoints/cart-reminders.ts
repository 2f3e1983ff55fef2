import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  cartReminderSettingsSchema,
  type CartReminderSettings,
  type CartReminderSettingsBody,
} from '@vitrine/contract/cart-reminders';
import { parse, type ApiClient } from '../client.ts';
import { cartRemindersQueryKey } from '../query-keys.ts';

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
