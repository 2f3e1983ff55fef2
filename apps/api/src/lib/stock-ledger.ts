import type { Database } from '../db/client.ts';
import { stockAdjustments, type StockReason } from '../db/schema/index.ts';

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
