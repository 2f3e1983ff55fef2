import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

// Who changed what (every seller write of the catalog): one audit_log row per write, inside the
// write's own transaction, so a write and its record commit or roll back together.

export type AuditActor = { storeId: string; sellerId: string | null };

export type AuditEntry = AuditActor & {
  entity: string;
  entityId: string;
  action: string;
  /** The entity's fields before the write (null: it did not exist). */
  before: Record<string, unknown> | null;
  /** The entity's fields after the write (null: it no longer exists). */
  after: Record<string, unknown> | null;
};

/**
 * Of two snapshots, only the fields that differ (a field missing on one side reads as null).
 * Returns null when nothing changed.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  if (before === null || after === null) return { before, after };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (isDeepStrictEqual(from, to)) continue;
    changedBefore[key] = from;
    changedAfter[key] = to;
  }
  return Object.keys(changedAfter).length === 0
    ? null
    : { before: changedBefore, after: changedAfter };
}

/**
 * Records a write with only its changed fields. A write that changed nothing records nothing
 * (returns false). Pass the transaction the write runs in.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<boolean> {
  const changed = changedFields(entry.before, entry.after);
  if (!changed) return false;
  await tx.insert(auditLog).values({
    storeId: entry.storeId,
    sellerId: entry.sellerId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: changed.before,
    after: changed.after,
  });
  return true;
}
