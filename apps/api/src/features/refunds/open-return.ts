import type { CreateReturnBody } from '@vitrine/contract/refunds';
import { returnRefundCents } from '@vitrine/domain/refunds';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, productVariations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { recordStockMoves, type StockMove } from '../../lib/stock-ledger.ts';
import type { OrderRow } from '../orders/serialize.ts';
import { auditedOf } from './audited.ts';
import { addRefund, lockOrder, refundsOf } from './ledger.ts';
import { announceRefund } from './news.ts';
import { returnedUnits } from './open-cancel.ts';
import { sendRefund } from './send.ts';
import { refundableCents, type RefundRow } from '../orders/refund-view.ts';

type ItemRow = typeof orderItems.$inferSelect;

/** A paid order whose items may come back: paid, being prepared, shipped or delivered. */
const RETURNABLE: readonly OrderRow['status'][] = ['pago', 'em_separacao', 'enviado', 'entregue'];

/** The units asked for, per order line; refused past what is left of each line. */
function unitsAsked(
  body: Pick<CreateReturnBody, 'items'>,
  items: ItemRow[],
  returned: Record<string, number>,
): Record<string, number> {
  const asked: Record<string, number> = {};
  for (const wanted of body.items) {
    const line = items.find(
      (item) => item.productCode === wanted.code && item.variationCode === wanted.variation,
    );
    if (!line) {
      throw badRequest(
        'unknown_item',
        `O item ${wanted.code} (${wanted.variation}) não está neste pedido.`,
      );
    }
    asked[line.id] = (asked[line.id] ?? 0) + wanted.quantity;
    const left = line.quantity - (returned[line.id] ?? 0);
    if (asked[line.id]! > left) {
      throw conflict(
        'return_exceeds_items',
        left === 0
          ? `${line.name} já foi devolvido por inteiro.`
          : `De ${line.name} restam ${left} unidade(s) para devolver.`,
      );
    }
  }
  return asked;
}

/** Puts the returned units back in stock, each with its 'return' row in the stock history. */
async function restock(
  tx: Database,
  order: OrderRow,
  items: ItemRow[],
  asked: Record<string, number>,
  actor: AuditActor,
) {
  const moves: StockMove[] = [];
  const lines = items
    .filter((item) => asked[item.id] && item.variationId)
    .sort((a, b) => (a.variationId ?? '').localeCompare(b.variationId ?? ''));
  for (const line of lines) {
    const quantity = asked[line.id]!;
    const [row] = await tx
      .update(productVariations)
      .set({ stock: sql`${productVariations.stock} + ${quantity}` })
      .where(and(eq(productVariations.id, line.variationId!), isNotNull(productVariations.stock)))
      .returning({ stock: productVariations.stock });
    if (!row) continue;
    moves.push({
      storeId: order.storeId,
      variationId: line.variationId!,
      delta: quantity,
      stockAfter: row.stock ?? 0,
      reason: 'return',
      note: `Devolução do pedido ${order.code}`,
      sellerId: actor.sellerId,
      orderId: order.id,
    });
  }
  await recordStockMoves(tx, moves);
}

/**
 * A refund for items the shopper returned (POST /sales/{code}/refunds): their share of what was
 * paid (domain refunds.ts returnRefundCents), capped by what is left to refund, under a lock on
 * the order; the units back in stock when the seller says so. The provider is asked once the
 * transaction has committed; a boleto's waits for its shopper's data (or uses what they gave).
 */
export async function openReturn(
  deps: AppDeps,
  actor: AuditActor,
  order: OrderRow,
  body: CreateReturnBody,
): Promise<RefundRow> {
  const refund = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked.paidAt || !RETURNABLE.includes(locked.status)) {
      throw conflict(
        'not_returnable',
        'Só é possível devolver itens de um pedido pago e não cancelado.',
      );
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, locked.id));
    const earlier = await refundsOf(tx, locked.id);
    const returned = returnedUnits(earlier);
    const asked = unitsAsked(body, items, returned);
    const share = returnRefundCents(
      {
        subtotalCents: locked.subtotalCents,
        shippingCents: locked.shippingCents,
        totalCents: locked.totalCents,
        lines: items.map((item) => ({
          id: item.id,
          unitPriceCents: item.unitPriceCents,
          quantity: item.quantity,
        })),
      },
      returned,
      asked,
    );
    const amountCents = Math.min(share, refundableCents(locked, earlier));
    const row = await addRefund(tx, locked, {
      kind: 'return',
      amountCents,
      items: Object.entries(asked).map(([id, quantity]) => ({ order_item_id: id, quantity })),
      restocked: body.restock ?? false,
      reason: body.reason ?? null,
      requestedBy: actor.sellerId,
      now: deps.now(),
    });
    if (body.restock) await restock(tx, locked, items, asked, actor);
    await recordAudit(tx, {
      ...actor,
      entity: 'refund',
      entityId: row.id,
      action: 'refund',
      before: null,
      after: auditedOf(row),
    });
    if (row.via === 'transfer') await announceRefund(tx, deps, locked, row);
    return row;
  });
  return refund.via === 'provider' ? sendRefund(deps, refund) : refund;
}
