import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { orderItems, productVariations } from '../../db/schema/index.ts';
import { recordStockMoves, type StockMove } from '../../lib/stock-ledger.ts';

/**
 * Takes `quantity` units of a stock-controlled variation: the stock it left, or null when fewer
 * are left. One conditional UPDATE: concurrent checkouts and a seller's adjustments on
 * PostgreSQL queue on the row lock and each re-checks `stock >= quantity` against the committed
 * value, so stock never goes negative and the last units are sold exactly once
 * (test/oversell.test.ts races 50 checkouts for 5 units). The caller records the move
 * (saleMoves) once the order exists.
 */
export async function takeStock(
  db: Database,
  variationId: string,
  quantity: number,
): Promise<{ storeId: string; stockAfter: number } | null> {
  const [taken] = await takeUnits(db).execute({ id: variationId, quantity });
  return taken ? { storeId: taken.storeId, stockAfter: taken.stock ?? 0 } : null;
}

/** Prepared: one every line of every order. */
const takeUnits = preparedQuery((db) =>
  db
    .update(productVariations)
    .set({ stock: sql`${productVariations.stock} - ${sql.placeholder('quantity')}` })
    .where(
      and(
        eq(productVariations.id, sql.placeholder('id')),
        sql`${productVariations.stock} >= ${sql.placeholder('quantity')}`,
      ),
    )
    .returning({ storeId: productVariations.storeId, stock: productVariations.stock })
    .prepare('stock_take'),
);

/**
 * Puts back the units of cancelled or expired orders (services have no stock to return), each
 * with its 'cancellation' row in the stock history. `returned`: units per order line the
 * shopper already gave back in a refunded return (features/refunds), which that return decided
 * about: they are not put back twice.
 */
export async function releaseStock(
  db: Database,
  orderIds: string[],
  returned: Readonly<Record<string, number>> = {},
) {
  if (orderIds.length === 0) return;
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      variationId: orderItems.variationId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), isNotNull(orderItems.variationId)));
  // Sorted like takeStock's callers, so releases and checkouts lock rows in the same order.
  items.sort((a, b) => (a.variationId ?? '').localeCompare(b.variationId ?? ''));
  const moves: StockMove[] = [];
  for (const item of items) {
    const quantity = item.quantity - (returned[item.id] ?? 0);
    if (!item.variationId || quantity <= 0) continue;
    const [row] = await db
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${quantity}` })
      .where(and(eq(productVariations.id, item.variationId), isNotNull(productVariations.stock)))
      .returning({ storeId: productVariations.storeId, stock: productVariations.stock });
    if (!row) continue;
    moves.push({
      storeId: row.storeId,
      variationId: item.variationId,
      delta: quantity,
      stockAfter: row.stock ?? 0,
      reason: 'cancellation',
      orderId: item.orderId,
    });
  }
  await recordStockMoves(db, moves);
}
