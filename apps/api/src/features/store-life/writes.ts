import { missingToOpen, STORE_CHECKLIST_LABELS } from '@vitrine/domain/store-checklist';
import type { StoreStatus } from '@vitrine/domain/store-status';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers, type stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import { ApiError, badRequest, conflict } from '../../http/errors.ts';
import { holdStoreLife } from '../../http/store-open.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { writeStore } from '../../lib/store-write.ts';
import { STORE_LIFE_MESSAGES as t } from './messages.ts';
import { readChecklist, unfinishedOrders } from './reads.ts';
import { lifeFieldsOf } from './serialize.ts';

type Move = keyof typeof t.wrongStatus;

/** 409 `store_status` when the store is not where the move starts, saying where it is. */
function refuseFrom(move: Move, store: StoreRow): never {
  const said: Partial<Record<StoreStatus, string>> = t.wrongStatus[move];
  throw conflict('store_status', said[store.status] ?? 'A loja não está nessa situação.', {
    status: store.status,
  });
}

/**
 * One move of the store's status, in one transaction: the row locked (a move at the same
 * moment waits and sees this one), the move's own check, the new status, the audit.
 */
function move(
  db: Database,
  actor: AuditActor,
  name: Move,
  from: readonly StoreStatus[],
  change: (tx: Database, store: StoreRow) => Promise<Partial<typeof stores.$inferInsert>>,
): Promise<StoreRow> {
  return db.transaction(async (tx: Database) => {
    // Orders in flight finish first (and a close then sees them); new ones wait for this move.
    await holdStoreLife(tx, actor.storeId);
    return writeStore(tx, actor, {
      action: name,
      change: async (before) => {
        if (!from.includes(before.status)) refuseFrom(name, before);
        return change(tx, before);
      },
      auditFields: lifeFieldsOf,
    });
  });
}

/**
 * "Abrir minha loja": a draft opens only with every required step of the checklist done,
 * judged on the data read inside the transaction; else 409 `store_not_ready` naming them.
 */
export const openForSale = (db: Database, actor: AuditActor) =>
  move(db, actor, 'open', ['draft'], async (tx) => {
    const missing = missingToOpen((await readChecklist(tx, actor.storeId)).done);
    if (missing.length > 0) {
      const labels = missing.map((code) => STORE_CHECKLIST_LABELS[code]);
      throw conflict('store_not_ready', t.notReady(labels), {
        missing: missing.map((code) => ({ code, label: STORE_CHECKLIST_LABELS[code] })),
      });
    }
    return { status: 'open', pauseMessage: null };
  });

/** An open store stops taking orders, with a message to shoppers; a paused one changes it. */
export const pauseStore = (db: Database, actor: AuditActor, message: string | null) =>
  move(db, actor, 'pause', ['open', 'paused'], async () => ({
    status: 'paused',
    pauseMessage: message,
  }));

export const reopenStore = (db: Database, actor: AuditActor) =>
  move(db, actor, 'reopen', ['paused'], async () => ({ status: 'open', pauseMessage: null }));

/**
 * Closes the store for good, after the owner's password: refused (400 `wrong_password`) on a
 * wrong one, and (409 `store_has_unfinished_orders`, the orders in details) while an order is
 * not finished. The data stays; the slug stays taken (store-sign-up's slug check).
 */
export async function closeStore(db: Database, actor: AuditActor, password: string, now: Date) {
  // The password first, outside the transaction: hashing holds no lock.
  const [seller] = actor.sellerId
    ? await db
        .select({ passwordHash: sellers.passwordHash })
        .from(sellers)
        .where(and(eq(sellers.id, actor.sellerId), eq(sellers.storeId, actor.storeId)))
    : [];
  if (!(await verifyPassword(seller?.passwordHash ?? null, password))) {
    throw badRequest('wrong_password', t.wrongPassword, [
      { path: 'password', message: t.wrongPassword },
    ]);
  }
  return move(db, actor, 'close', ['draft', 'open', 'paused'], async (tx) => {
    const unfinished = await unfinishedOrders(tx, actor.storeId, now);
    if (unfinished.total > 0) {
      throw new ApiError(
        409,
        'store_has_unfinished_orders',
        t.unfinishedOrders(unfinished.total),
        unfinished,
      );
    }
    return { status: 'closed', pauseMessage: null, closedAt: now };
  });
}
