import type { AuditEntry, AuditHistory } from '@vitrine/contract/catalog-audit';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  auditLog,
  banners,
  categories,
  coupons,
  orderRefunds,
  orders,
  pages,
  products,
  sellers,
  storeDomains,
} from '../db/schema/index.ts';

// The audit log read back (lib/audit.ts writes it): one product's history, or the store's
// whole "Histórico", optionally one kind of entity, always newest first.

type AuditRow = typeof auditLog.$inferSelect;

/** A refund is named by its sale's code (the same orders table, joined a second time). */
const refundedOrders = alias(orders, 'refunded_orders');

/** Whose history: a store's, narrowed to an entity kind, and to one entity of it. */
export type HistoryScope = { storeId: string; entity?: string; entityId?: string };

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

function whereOf(scope: HistoryScope): SQL | undefined {
  return and(
    eq(auditLog.storeId, scope.storeId),
    scope.entity === undefined ? undefined : eq(auditLog.entity, scope.entity),
    scope.entityId === undefined ? undefined : eq(auditLog.entityId, scope.entityId),
  );
}

/** Joins the row an audit entry of `entity` names, only within the entry's own store. */
function namedBy(
  entity: string,
  table: { id: AnyPgColumn; storeId: AnyPgColumn },
): SQL | undefined {
  return and(
    eq(auditLog.entity, entity),
    eq(table.id, auditLog.entityId),
    eq(table.storeId, auditLog.storeId),
  );
}

/**
 * A history page, newest first, with the seller's name and the entity's current name (a
 * product, category, content page or banner of the same store, a coupon's code, a sale's or its refund's code; null for the rest). A product's history reads
 * audit_log_entity_idx; the store's whole history filters by its leading store id.
 */
export async function readHistory(
  db: Database,
  scope: HistoryScope,
  page: { page: number; per_page: number },
): Promise<AuditHistory> {
  const where = whereOf(scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: auditLog,
        sellerName: sql<
          string | null
        >`nullif(trim(${sellers.firstName} || ' ' || ${sellers.lastName}), '')`,
        entityName: sql<
          string | null
        >`coalesce(${products.name}, ${categories.name}, ${pages.title}, ${banners.title}, ${coupons.code}, ${orders.code}, ${refundedOrders.code}, ${storeDomains.domain})`,
      })
      .from(auditLog)
      .leftJoin(sellers, eq(sellers.id, auditLog.sellerId))
      .leftJoin(products, namedBy('product', products))
      .leftJoin(categories, namedBy('category', categories))
      .leftJoin(pages, namedBy('page', pages))
      .leftJoin(banners, namedBy('banner', banners))
      .leftJoin(coupons, namedBy('coupon', coupons))
      .leftJoin(orders, namedBy('sale', orders))
      .leftJoin(orderRefunds, namedBy('refund', orderRefunds))
      .leftJoin(refundedOrders, eq(refundedOrders.id, orderRefunds.orderId))
      .leftJoin(storeDomains, namedBy('store_domain', storeDomains))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ row, sellerName, entityName }) => ({
      _id: row.id,
      entity: row.entity,
      entity_id: row.entityId,
      entity_name: entityName,
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
