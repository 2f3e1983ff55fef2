import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import type { StoreRow } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { type AuditActor, recordAudit } from './audit.ts';

// The seller writes of the store's own row (its legal data, identity, status) take the same
// steps: the row locked, the new columns written, one 'store' audit row of the fields the write
// is about. Pass the transaction the write runs in.

/** The store's row, locked until the transaction ends: a write at the same moment waits for it. */
export async function lockStore(tx: Database, storeId: string): Promise<StoreRow> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
  if (!store) throw notFound('Loja não encontrada.', 'store_not_found');
  return store;
}

export type StoreWrite = {
  /** The audit row's action ('update', 'open', …). */
  action: string;
  /** The columns to write, judged on the locked row (throw to refuse: nothing is written). */
  change: (before: StoreRow) => Promise<Partial<typeof stores.$inferInsert>>;
  /** The fields this write is about, as the audit (the Histórico) shows them. */
  auditFields: (row: StoreRow) => Record<string, unknown>;
};

/** Locks the actor's store, writes `change`'s columns and audits them; returns the row after. */
export async function writeStore(
  tx: Database,
  actor: AuditActor,
  { action, change, auditFields }: StoreWrite,
): Promise<StoreRow> {
  const before = await lockStore(tx, actor.storeId);
  const columns = await change(before);
  const [after] = await tx
    .update(stores)
    .set(columns)
    .where(eq(stores.id, actor.storeId))
    .returning();
  if (!after) throw notFound('Loja não encontrada.', 'store_not_found');
  await recordAudit(tx, {
    ...actor,
    entity: 'store',
    entityId: actor.storeId,
    action,
    before: auditFields(before),
    after: auditFields(after),
  });
  return after;
}
