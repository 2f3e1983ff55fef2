import type { StockChangedDetails } from '@vitrine/contract/catalog-stock';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariations, type StockReason } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { recordStockMoves } from '../../lib/stock-ledger.ts';
import type { CatalogDeps } from './product-writes.ts';

// A seller's stock change never overwrites units sold meanwhile. Each change is ONE conditional
// UPDATE, so it queues on the row lock behind a checkout's takeStock (or before it) and is
// decided on the committed count: a relative change applies to whatever the count is then
// (refused only below zero); an absolute one applies only if the count is still the one the
// seller saw. No read-then-write window.

export type StockChange =
  | { mode: 'relative'; delta: number; reason: StockReason; note?: string }
  | { mode: 'absolute'; quantity: number; expected: number; reason: StockReason; note?: string };

export const STOCK_MESSAGES = {
  notFound: 'Variação não encontrada.',
  notTracked: 'Serviços não têm estoque.',
  negative: (code: string, stock: number) =>
    `O estoque de ${code} ficaria negativo: há ${stock === 1 ? '1 unidade' : `${stock} unidades`}.`,
  changed: (stock: number, expected: number) =>
    `O estoque mudou para ${stock} desde que você abriu esta tela (você viu ${expected}), ` +
    'provavelmente por uma venda. Confira o número e tente de novo.',
} as const;

/** Applies a change inside the caller's transaction (the CSV import passes its own). */
export async function applyStockChange(
  tx: Database,
  actor: AuditActor,
  variationId: string,
  change: StockChange,
): Promise<{ stock: number; adjustmentId: string }> {
  const v = productVariations;
  const scope = and(eq(v.id, variationId), eq(v.storeId, actor.storeId), isNotNull(v.stock));
  const [row] =
    change.mode === 'relative'
      ? await tx
          .update(v)
          .set({ stock: sql`${v.stock} + ${change.delta}` })
          .where(and(scope, gte(sql`${v.stock} + ${change.delta}`, 0)))
          .returning({ stock: v.stock, code: v.code, productId: v.productId })
      : await tx
          .update(v)
          .set({ stock: change.quantity })
          .where(and(scope, eq(v.stock, change.expected)))
          .returning({ stock: v.stock, code: v.code, productId: v.productId });
  if (!row) await explainRefusal(tx, actor.storeId, variationId, change);
  const stock = row!.stock ?? 0;
  const delta = change.mode === 'relative' ? change.delta : change.quantity - change.expected;
  const [adjustment] = await recordStockMoves(tx, [
    {
      storeId: actor.storeId,
      variationId,
      delta,
      stockAfter: stock,
      reason: change.reason,
      note: change.note ?? '',
      sellerId: actor.sellerId,
    },
  ]);
  await recordAudit(tx, {
    ...actor,
    entity: 'product',
    entityId: row!.productId,
    action: 'stock',
    before: { [`stock.${row!.code}`]: stock - delta },
    after: { [`stock.${row!.code}`]: stock },
  });
  return { stock, adjustmentId: adjustment!.id };
}

async function explainRefusal(
  tx: Database,
  storeId: string,
  variationId: string,
  change: StockChange,
): Promise<never> {
  const [current] = await tx
    .select({ stock: productVariations.stock, code: productVariations.code })
    .from(productVariations)
    .where(and(eq(productVariations.id, variationId), eq(productVariations.storeId, storeId)));
  if (!current) throw notFound(STOCK_MESSAGES.notFound, 'variation_not_found');
  if (current.stock === null) throw conflict('stock_not_tracked', STOCK_MESSAGES.notTracked);
  if (change.mode === 'relative') {
    throw conflict('stock_negative', STOCK_MESSAGES.negative(current.code, current.stock));
  }
  // The count now goes along (details.stock): the office shows it and the next try carries it.
  const details: StockChangedDetails = { stock: current.stock };
  throw conflict('stock_changed', STOCK_MESSAGES.changed(current.stock, change.expected), details);
}

/** POST /catalog/variations/{id}/stock: one change in its own transaction. */
export function adjustStock(
  deps: CatalogDeps,
  actor: AuditActor,
  variationId: string,
  change: StockChange,
) {
  return deps.db.transaction((tx) => applyStockChange(tx, actor, variationId, change));
}
