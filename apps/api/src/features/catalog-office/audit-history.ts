import type { AuditEntry, AuditHistory } from '@vitrine/contract/catalog-audit';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, sellers } from '../../db/schema/index.ts';

type AuditRow = typeof auditLog.$inferSelect;

/** The changed fields, one per line: before and after side by side (null where absent). */
function changesOf(row: AuditRow): AuditEntry['changes'] {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: before[field] ?? null,
    after: after[field] ?? null,
  }));
}

/** An entity's history, newest first, with the seller's name (audit_log_entity_idx). */
export async function readHistory(
  db: Database,
  scope: { storeId: string; entity: string; entityId: string },
  page: { page: number; per_page: number },
): Promise<AuditHistory> {
  const where = and(
    eq(auditLog.storeId, scope.storeId),
    eq(auditLog.entity, scope.entity),
    eq(auditLog.entityId, scope.entityId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: auditLog,
        sellerName: sql<
          string | null
        >`nullif(trim(${sellers.firstName} || ' ' || ${sellers.lastName}), '')`,
      })
      .from(auditLog)
      .leftJoin(sellers, eq(sellers.id, auditLog.sellerId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ row, sellerName }) => ({
      _id: row.id,
      entity: row.entity,
      entity_id: row.entityId,
      action: row.action,
      seller_name: sellerName,
      created_at: row.createdAt.toISOString(),
      changes: changesOf(row),
    })),
    page: page.page,
    per_page: page.per_page,
    total: n,
    total_pages: Math.ceil(n / page.per_page),
  };
}
