import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  abandonedCarts,
  cartItems,
  cartReminders,
  products,
  productVariations,
} from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { cartChanged } from '../../lib/cart-activity.ts';
import { cartLines, type CartOwner } from '../cart/reads.ts';
import { pricedLines } from '../cart/pricing.ts';
import { applyCoupon } from '../coupons/cart-coupon.ts';
import { hashToken } from '../../lib/tokens.ts';
import { CART_REMINDER_MESSAGES } from './messages.ts';
import { RESTORE_LINK_MS } from './sweep.ts';

/**
 * A reminder's link followed by its shopper (signed in: a link forwarded to someone else
 * restores nothing for them): the items the e-mail listed go back in the cart — a line the cart
 * lost comes back, a smaller quantity grows back — as far as the store still sells them and
 * has them in stock; the last reminder's coupon goes on the cart when it applies. Following it
 * again changes nothing more. An unknown, expired, other shopper's or other store's link: 404.
 */
export async function restoreCart(db: Database, owner: CartOwner, token: string, now: Date) {
  const [reminder] = await db
    .select({
      items: cartReminders.items,
      couponCode: cartReminders.couponCode,
      cartId: cartReminders.cartId,
      closedAt: abandonedCarts.closedAt,
      recoveredOrderId: abandonedCarts.recoveredOrderId,
    })
    .from(cartReminders)
    .innerJoin(abandonedCarts, eq(abandonedCarts.id, cartReminders.cartId))
    .where(
      and(
        eq(cartReminders.restoreTokenHash, hashToken(token)),
        eq(cartReminders.storeId, owner.storeId),
        eq(abandonedCarts.customerId, owner.customerId),
        gt(cartReminders.sentAt, new Date(now.getTime() - RESTORE_LINK_MS)),
      ),
    );
  if (!reminder) throw notFound(CART_REMINDER_MESSAGES.restoreInvalid, 'restore_invalid');
  await db.transaction(async (tx) => {
    const wanted = new Map(reminder.items.map((item) => [item.variation_id, item.quantity]));
    const forSale = await tx
      .select({ id: productVariations.id, stock: productVariations.stock })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(
        and(
          inArray(productVariations.id, [...wanted.keys()]),
          eq(productVariations.storeId, owner.storeId),
          eq(productVariations.sold, true),
          eq(products.status, 'active'),
        ),
      );
    const back = forSale
      .map((row) => ({
        variationId: row.id,
        quantity: Math.min(wanted.get(row.id)!, row.stock ?? Number.MAX_SAFE_INTEGER),
      }))
      .filter((row) => row.quantity > 0);
    if (back.length === 0) return;
    await tx
      .insert(cartItems)
      .values(back.map((row) => ({ ...owner, ...row, createdAt: now })))
      .onConflictDoUpdate({
        target: [cartItems.customerId, cartItems.variationId],
        set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
      });
    await reopen(tx, owner, reminder, now);
    if (reminder.couponCode) await applyQuietly(tx, owner, reminder.couponCode, now);
  });
}

/**
 * The reminded cart's life goes on: emptied since (and not bought), it opens again, in place of
 * a life begun after it that no reminder reached — so the order that follows is counted as
 * recovered by the reminder. Otherwise the cart in force is marked changed now.
 */
async function reopen(
  tx: Database,
  owner: CartOwner,
  reminded: { cartId: string; closedAt: Date | null; recoveredOrderId: string | null },
  now: Date,
) {
  const [open] = await tx
    .select({ id: abandonedCarts.id, remindersSent: abandonedCarts.remindersSent })
    .from(abandonedCarts)
    .where(and(eq(abandonedCarts.customerId, owner.customerId), isNull(abandonedCarts.closedAt)))
    .for('update');
  const lost = reminded.closedAt !== null && reminded.recoveredOrderId === null;
  if (!lost || (open && open.remindersSent > 0)) return cartChanged(tx, owner, now);
  if (open) await tx.delete(abandonedCarts).where(eq(abandonedCarts.id, open.id));
  await tx
    .update(abandonedCarts)
    .set({ closedAt: null, changedAt: now })
    .where(eq(abandonedCarts.id, reminded.cartId));
}

/** The coupon on the cart if it applies now; one that no longer does is left out, silently. */
async function applyQuietly(tx: Database, owner: CartOwner, code: string, now: Date) {
  try {
    await applyCoupon(tx, owner, code, pricedLines(await cartLines(tx, owner)), now);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
