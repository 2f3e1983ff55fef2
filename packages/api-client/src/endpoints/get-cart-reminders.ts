import {
  abandonedCartListSchema,
  cartReminderSettingsSchema,
  type AbandonedCartList,
  type CartReminderSettings,
} from '@vitrine/contract/cart-reminders';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/cart-reminders — on or off, the delays, the last one's coupon. */
export function getCartReminderSettings(client: ApiClient): Promise<CartReminderSettings> {
  return parse(cartReminderSettingsSchema, client.api.get('settings/cart-reminders'));
}

/** GET {apiBase}/cart-reminders/carts — the carts reminded, newest first, 24 a page. */
export function getAbandonedCarts(client: ApiClient, page: number): Promise<AbandonedCartList> {
  return parse(
    abandonedCartListSchema,
    client.api.get('cart-reminders/carts', { searchParams: { page } }),
  );
}
