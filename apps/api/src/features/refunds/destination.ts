import type { RefundDestination } from '@vitrine/contract/refunds';
import { and, eq, inArray } from 'drizzle-orm';
import { orderRefunds } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { lockOrder } from './ledger.ts';
import { announceRefund } from './news.ts';

/**
 * The shopper of a boleto order says where to receive its refunds (a pix key or a bank
 * account): every refund waiting for it moves on to the store's transfer; one the store has not
 * transferred yet takes the new data. Later returns of the order use it too.
 */
export async function giveDestination(
  deps: AppDeps,
  order: OrderRow,
  destination: RefundDestination,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const open = await tx
      .select()
      .from(orderRefunds)
      .where(
        and(
          eq(orderRefunds.orderId, locked.id),
          eq(orderRefunds.via, 'transfer'),
          inArray(orderRefunds.status, ['aguardando_dados', 'em_processamento']),
        ),
      );
    if (open.length === 0) {
      throw conflict(
        'no_refund_waiting',
        'Não há reembolso deste pedido esperando seus dados para a devolução.',
      );
    }
    for (const refund of open) {
      const [row] = await tx
        .update(orderRefunds)
        .set({ destination, status: 'em_processamento', updatedAt: now })
        .where(eq(orderRefunds.id, refund.id))
        .returning();
      if (refund.status === 'aguardando_dados') await announceRefund(tx, deps, locked, row!);
    }
  });
}
