import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { giveBackCouponUses } from './coupon-give-back.ts';
import { releaseStock } from './stock.ts';

/**
 * Writes `expirado` on unpaid pix/boleto orders past their expiry (one store's, or every
 * store's with null), returns their units to stock and gives back the coupon use each took (the
 * shopper never paid: the coupon is theirs to use again). Runs before a checkout is refused for
 * the units or coupon uses it lacks, and before an add-to-cart would say "sem estoque", so
 * reserved-but-unpaid units are back on sale when a buyer needs them; main.ts also runs it on a
 * timer. Reads never wait for it (status.ts
 * effectiveStatus). The conditional UPDATE makes concurrent sweeps (or a late webhook) each win
 * an order once.
 */
export async function expireOverdueOrders(db: Database, storeId: string | null, now: Date) {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'expirado', updatedAt: now })
      .where(
        and(
          storeId ? eq(orders.storeId, storeId) : undefined,
          eq(orders.status, 'aguardando_pagamento'),
          lte(orders.paymentExpiresAt, now),
        ),
      )
      .returning({ id: orders.id, expiresAt: orders.paymentExpiresAt });
    if (expired.length === 0) return 0;
    await tx.insert(orderEvents).values(
      expired.map((order) => ({
        orderId: order.id,
        status: 'expirado' as const,
        note: 'Prazo de pagamento encerrado.',
        createdAt: order.expiresAt ?? now,
      })),
    );
    const ids = expired.map((order) => order.id);
    await releaseStock(tx, ids);
    await giveBackCouponUses(tx, ids, now);
    return expired.length;
  });
}
