import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { abandonedCarts } from '../db/schema/index.ts';

// A cart's life as the abandoned-cart reminders see it (features/cart-reminders): every write
// of the cart (add, a quantity, a removal, a restore) marks its open life changed now, an order
// or the last item's removal closes it. The cart's own routes and the checkout call these, so
// they live below the features. One statement each: the add is on the checkout's hot path.

type Owner = { storeId: string; customerId: string };

const touch = preparedQuery((db) =>
  db
    .insert(abandonedCarts)
    .values({
      storeId: sql.placeholder('storeId'),
      customerId: sql.placeholder('customerId'),
      changedAt: sql.placeholder('now'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: abandonedCarts.customerId,
      targetWhere: isNull(abandonedCarts.closedAt),
      set: { changedAt: sql`excluded.changed_at` },
    })
    .prepare('cart_activity_touch'),
);

/** The cart changed and holds items: its open life (made now if none) counts from `now`. */
export async function cartChanged(db: Database, owner: Owner, now: Date): Promise<void> {
  await touch(db).execute({ ...owner, now });
}

const close = preparedQuery((db) =>
  db
    .update(abandonedCarts)
    .set({
      closedAt: sql`${sql.placeholder('now')}::timestamptz`,
      // An order after a reminder: the cart was recovered by it.
      recoveredOrderId: sql`case when ${abandonedCarts.remindersSent} > 0 then ${sql.placeholder('orderId')}::uuid end`,
    })
    .where(
      and(
        eq(abandonedCarts.customerId, sql.placeholder('customerId')),
        isNull(abandonedCarts.closedAt),
      ),
    )
    .prepare('cart_activity_close'),
);

/**
 * The cart's life ended: emptied by the order `orderId` (inside the order's transaction), or by
 * its last item's removal (null). No reminder follows a closed cart.
 */
export async function cartClosed(
  db: Database,
  customerId: string,
  now: Date,
  orderId: string | null,
): Promise<void> {
  await close(db).execute({ customerId, now, orderId });
}
