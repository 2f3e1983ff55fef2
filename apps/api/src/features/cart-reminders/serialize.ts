import type { AbandonedCart, CartReminderSettings } from '@vitrine/contract/cart-reminders';
import { fromCents } from '../../lib/money.ts';
import type { RemindedCartRow, SettingsRow } from './reads.ts';

export const CART_REMINDER_SETTINGS_ENTITY = 'cart_reminder_settings';

export function toSettings(row: SettingsRow, couponCode: string | null): CartReminderSettings {
  return {
    enabled: row.enabled,
    first_delay_minutes: row.firstDelayMinutes,
    second_delay_minutes: row.secondDelayMinutes,
    third_delay_minutes: row.thirdDelayMinutes,
    last_coupon_id: row.lastCouponId,
    last_coupon_code: couponCode,
  };
}

/** What the store's history keeps of a save. */
export const auditFieldsOf = (row: SettingsRow) => ({
  enabled: row.enabled,
  first_delay_minutes: row.firstDelayMinutes,
  second_delay_minutes: row.secondDelayMinutes,
  third_delay_minutes: row.thirdDelayMinutes,
  last_coupon_id: row.lastCouponId,
});

export function toAbandonedCart(row: RemindedCartRow): AbandonedCart {
  return {
    id: row.id,
    customer_name: `${row.firstName} ${row.lastName}`.trim(),
    customer_email: row.email,
    value: fromCents(row.valueCents),
    reminders_sent: row.remindersSent,
    last_reminder_at: row.lastReminderAt!.toISOString(),
    status: row.orderCode ? 'recovered' : row.closedAt ? 'lost' : 'open',
    order_code: row.orderCode,
  };
}
