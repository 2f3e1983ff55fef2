import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, productVariations } from '../../db/schema/index.ts';

/**
 * Takes `quantity` units of a stock-controlled variation, or returns false when fewer are left.
 * One conditional UPDATE: concurrent checkouts on PostgreSQL queue on the row lock and each
 * re-checks `stock >= quantity` against the committed value, so stock never goes negative and
 * the last units are sold exactly once (test/oversell.test.ts races 50 checkouts for 5 units).
 */
export async function takeStock(db: Database, variationId: string, quantity: number) {
  const taken = await db
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} - ${quantity}` })
    .where(
      and(eq(productVariations.id, variationId), sql`${productVariations.stock} >= ${quantity}`),
    )
    .returning({ id: productVariations.id });
  return taken.length === 1;
}

/** Puts back the units of cancelled or expired orders (services have no stock to return). */
export async function releaseStock(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const items = await db
    .select({ variationId: orderItems.variationId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), isNotNull(orderItems.variationId)));
  // Sorted like takeStock's callers, so releases and checkouts lock rows in the same order.
  items.sort((a, b) => (a.variationId ?? '').localeCompare(b.variationId ?? ''));
  for (const item of items) {
    if (!item.variationId) continue;
    await db
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${item.quantity}` })
      .where(and(eq(productVariations.id, item.variationId), isNotNull(productVariations.stock)));
  }
}
