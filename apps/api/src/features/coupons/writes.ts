import type { CouponInputParsed } from '@vitrine/contract/coupons';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, coupons, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { COUPON_MESSAGES_OFFICE as t } from './messages.ts';
import { columnsOf, COUPON_ENTITY, couponSnapshot, type CouponRow } from './serialize.ts';

// The seller's coupon writes (office "Cupons"): each in one transaction with its audit row
// (entity 'coupon'). The store is always the session's; an archived coupon reads as not found.

const CODE_INDEX = 'coupons_store_code_uq';

export async function listCoupons(
  db: Database,
  storeId: string,
  page: { page: number; per_page: number },
) {
  const where = and(eq(coupons.storeId, storeId), ne(coupons.status, 'archived'));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCoupon(db: Database, storeId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId), ne(coupons.status, 'archived')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(t.notFound, 'coupon_not_found');
  return row;
}

/** Only the store's own categories and products may restrict its coupon. */
async function refuseForeignIds(tx: Database, storeId: string, input: CouponInputParsed) {
  const checks = [
    {
      table: categories,
      ids: input.category_ids,
      code: 'coupon_unknown_category',
      message: t.unknownCategory,
    },
    {
      table: products,
      ids: input.product_ids,
      code: 'coupon_unknown_product',
      message: t.unknownProduct,
    },
  ];
  for (const { table, ids, code, message } of checks) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) continue;
    const [found] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.storeId, storeId), inArray(table.id, unique)));
    if ((found?.n ?? 0) !== unique.length) throw badRequest(code, message);
  }
}

/** A taken code is a 409 with its own code, whichever of two racing creates loses. */
async function withCodeCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, CODE_INDEX)) throw conflict('coupon_code_taken', t.codeTaken);
    throw error;
  }
}

export function createCoupon(db: Database, actor: AuditActor, input: CouponInputParsed) {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      await refuseForeignIds(tx, actor.storeId, input);
      const [row] = await tx
        .insert(coupons)
        .values({ storeId: actor.storeId, ...columnsOf(input) })
        .returning();
      if (!row) throw new Error('coupon insert returned nothing');
      await recordAudit(tx, {
        ...actor,
        entity: COUPON_ENTITY,
        entityId: row.id,
        action: 'create',
        before: null,
        after: couponSnapshot(row),
      });
      return row;
    }),
  );
}

export function updateCoupon(
  db: Database,
  actor: AuditActor,
  id: string,
  input: CouponInputParsed,
  now: Date,
) {
  return withCodeCheck(() =>
    db.transaction(async (tx) => {
      const before = await findCoupon(tx, actor.storeId, id, true);
      if (input.max_uses !== null && input.max_uses < before.uses) {
        throw badRequest('coupon_max_uses_below_uses', t.maxUsesBelowUses(before.uses));
      }
      await refuseForeignIds(tx, actor.storeId, input);
      const [row] = await tx
        .update(coupons)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(coupons.id, id))
        .returning();
      if (!row) throw notFound(t.notFound, 'coupon_not_found');
      await recordAudit(tx, {
        ...actor,
        entity: COUPON_ENTITY,
        entityId: id,
        action: 'update',
        before: couponSnapshot(before),
        after: couponSnapshot(row),
      });
      return row;
    }),
  );
}

export function setCouponStatus(
  db: Database,
  actor: AuditActor,
  id: string,
  status: 'active' | 'paused',
  now: Date,
) {
  return db.transaction(async (tx) => {
    const before = await findCoupon(tx, actor.storeId, id, true);
    if (before.status === status) return before;
    const [row] = await tx
      .update(coupons)
      .set({ status, updatedAt: now })
      .where(eq(coupons.id, id))
      .returning();
    if (!row) throw notFound(t.notFound, 'coupon_not_found');
    await recordAudit(tx, {
      ...actor,
      entity: COUPON_ENTITY,
      entityId: id,
      action: status === 'paused' ? 'pause' : 'activate',
      before: couponSnapshot(before),
      after: couponSnapshot(row),
    });
    return row;
  });
}

/**
 * Deletes a coupon no order used; one that was used is archived instead (its redemptions keep
 * pointing at it, and its code stays taken so a new coupon cannot pass for it in old orders).
 */
export function deleteCoupon(db: Database, actor: AuditActor, id: string, now: Date) {
  return db.transaction(async (tx): Promise<{ result: 'deleted' | 'archived'; row: CouponRow }> => {
    const before = await findCoupon(tx, actor.storeId, id, true);
    const audit = { ...actor, entity: COUPON_ENTITY, entityId: id, before: couponSnapshot(before) };
    if (before.uses > 0) {
      const [row] = await tx
        .update(coupons)
        .set({ status: 'archived', updatedAt: now })
        .where(eq(coupons.id, id))
        .returning();
      if (!row) throw notFound(t.notFound, 'coupon_not_found');
      await recordAudit(tx, { ...audit, action: 'archive', after: couponSnapshot(row) });
      return { result: 'archived', row };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, { ...audit, action: 'delete', after: null });
    return { result: 'deleted', row: before };
  });
}
