import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  stockAdjustments,
  stockAlertReturns,
  stockAlerts,
  type StockReason,
} from '../db/schema/index.ts';

// Every change of a variation's stock leaves a row: the seller's adjustments, a sale taking
// units, a cancelled or expired sale giving them back, an import. Written in the transaction
// of the change itself, with the stock the change left.

export type StockMove = {
  storeId: string;
  variationId: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note?: string;
  sellerId?: string | null;
  orderId?: string | null;
};

export async function recordStockMoves(tx: Database, moves: StockMove[]) {
  if (moves.length === 0) return [];
  await noteReturns(tx, moves);
  return tx
    .insert(stockAdjustments)
    .values(
      moves.map((move) => ({
        storeId: move.storeId,
        variationId: move.variationId,
        delta: move.delta,
        stockAfter: move.stockAfter,
        reason: move.reason,
        note: move.note ?? '',
        sellerId: move.sellerId ?? null,
        orderId: move.orderId ?? null,
      })),
    )
    .returning();
}

/**
 * A sold-out variation's units back (an adjustment, an import, a cancelled or expired sale):
 * noted for the "Avise-me" sweep (features/stock-alerts) in this same transaction, so no way
 * stock comes back can skip the alerts, and only while someone waits for it. Every stock
 * change passes here; the sweep, not the change, sends the e-mails.
 */
async function noteReturns(tx: Database, moves: StockMove[]) {
  const back = moves.filter((move) => move.stockAfter > 0 && move.stockAfter - move.delta <= 0);
  if (back.length === 0) return;
  const waited = await tx
    .selectDistinct({ variationId: stockAlerts.variationId })
    .from(stockAlerts)
    .where(
      and(
        inArray(
          stockAlerts.variationId,
          back.map((move) => move.variationId),
        ),
        eq(stockAlerts.status, 'active'),
      ),
    );
  const waiting = new Set(waited.map((row) => row.variationId));
  const noted = back.filter((move) => waiting.has(move.variationId));
  if (noted.length === 0) return;
  await tx.insert(stockAlertReturns).values(
    noted.map((move) => ({
      storeId: move.storeId,
      variationId: move.variationId,
      units: move.stockAfter,
    })),
  );
}
