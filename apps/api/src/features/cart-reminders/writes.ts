import type { CartReminderSettingsBody } from '@vitrine/contract/cart-reminders';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartReminderSettings, coupons } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { CART_REMINDER_MESSAGES } from './messages.ts';
import { defaultSettings } from './reads.ts';
import { auditFieldsOf, CART_REMINDER_SETTINGS_ENTITY, toSettings } from './serialize.ts';

/**
 * Saves the store's reminder settings with their audit, in one transaction. The coupon must be
 * one of the store's, not archived (a paused one is kept: the e-mail leaves it out meanwhile).
 */
export async function saveSettings(
  db: Database,
  actor: AuditActor,
  body: CartReminderSettingsBody,
  now: Date,
) {
  const { storeId } = actor;
  return db.transaction(async (tx) => {
    let couponCode: string | null = null;
    if (body.last_coupon_id) {
      const [coupon] = await tx
        .select({ code: coupons.code })
        .from(coupons)
        .where(
          and(
            eq(coupons.id, body.last_coupon_id),
            eq(coupons.storeId, storeId),
            ne(coupons.status, 'archived'),
          ),
        );
      if (!coupon) throw notFound(CART_REMINDER_MESSAGES.couponNotFound, 'coupon_not_found');
      couponCode = coupon.code;
    }
    await tx
      .insert(cartReminderSettings)
      .values(defaultSettings(storeId))
      .onConflictDoNothing({ target: cartReminderSettings.storeId });
    const [before] = await tx
      .select()
      .from(cartReminderSettings)
      .where(eq(cartReminderSettings.storeId, storeId))
      .for('update');
    const [after] = await tx
      .update(cartReminderSettings)
      .set({
        enabled: body.enabled,
        firstDelayMinutes: body.first_delay_minutes,
        secondDelayMinutes: body.second_delay_minutes,
        thirdDelayMinutes: body.third_delay_minutes,
        lastCouponId: body.last_coupon_id,
        updatedAt: now,
      })
      .where(eq(cartReminderSettings.storeId, storeId))
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: CART_REMINDER_SETTINGS_ENTITY,
      entityId: storeId,
      action: 'update',
      before: auditFieldsOf(before!),
      after: auditFieldsOf(after!),
    });
    return toSettings(after!, couponCode);
  });
}
