import { DEFAULT_REMINDER_DELAYS } from '@vitrine/contract/cart-reminders';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  abandonedCarts,
  cartReminderSettings,
  cartReminders,
  coupons,
  customers,
  orders,
} from '../../db/schema/index.ts';

export type SettingsRow = typeof cartReminderSettings.$inferSelect;

/** A store that never saved its settings: off, 1 h, 24 h, 72 h, no coupon. */
export const defaultSettings = (storeId: string): SettingsRow => ({
  storeId,
  enabled: false,
  firstDelayMinutes: DEFAULT_REMINDER_DELAYS[0],
  secondDelayMinutes: DEFAULT_REMINDER_DELAYS[1],
  thirdDelayMinutes: DEFAULT_REMINDER_DELAYS[2],
  lastCouponId: null,
  updatedAt: new Date(0),
});

/** The settings with the last reminder's coupon code. */
export async function readSettings(db: Database, storeId: string) {
  const [row] = await db
    .select({ settings: cartReminderSettings, couponCode: coupons.code })
    .from(cartReminderSettings)
    .leftJoin(coupons, eq(coupons.id, cartReminderSettings.lastCouponId))
    .where(eq(cartReminderSettings.storeId, storeId));
  return row ?? { settings: defaultSettings(storeId), couponCode: null };
}

/** The store's carts that got a reminder, newest first, each with its last reminder's value. */
export async function listRemindedCarts(
  db: Database,
  storeId: string,
  page: { page: number; per_page: number },
) {
  const reminded = and(eq(abandonedCarts.storeId, storeId), gt(abandonedCarts.remindersSent, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: abandonedCarts.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        remindersSent: abandonedCarts.remindersSent,
        lastReminderAt: abandonedCarts.lastReminderAt,
        closedAt: abandonedCarts.closedAt,
        orderCode: orders.code,
        valueCents: cartReminders.valueCents,
      })
      .from(abandonedCarts)
      .innerJoin(customers, eq(customers.id, abandonedCarts.customerId))
      .innerJoin(
        cartReminders,
        and(
          eq(cartReminders.cartId, abandonedCarts.id),
          eq(cartReminders.step, abandonedCarts.remindersSent),
        ),
      )
      .leftJoin(orders, eq(orders.id, abandonedCarts.recoveredOrderId))
      .where(reminded)
      .orderBy(desc(abandonedCarts.createdAt), desc(abandonedCarts.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(abandonedCarts).where(reminded),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type RemindedCartRow = Awaited<ReturnType<typeof listRemindedCarts>>['rows'][number];
