import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorActions, sellers, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { storeLink } from '../email/links.ts';
import { queueEmails } from '../email/outbox.ts';
import { storeReactivatedEmail, storeSuspendedEmail } from './email-templates.ts';
import { OPERATOR_MESSAGES as t } from './messages.ts';

// Suspending a store and reactivating it: the store's row, the operator's action (who, when,
// why, before → after) and the e-mail to each owner, in one transaction. The store's caches
// (this replica's and the others', a few seconds; the storefront's by-host copies) see it
// within a minute; the e-mails go once it is committed.

type Deps = Pick<AppDeps, 'db' | 'config' | 'jobs' | 'now' | 'storeCache'>;

const stateOf = (store: typeof stores.$inferSelect) => ({
  suspended: store.suspendedAt !== null,
  suspension_reason: store.suspensionReason,
});

async function lockStore(tx: Database, id: string) {
  const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
  if (!store) throw notFound(t.storeNotFound, 'store_not_found');
  return store;
}

async function mailOwners(
  tx: Database,
  deps: Deps,
  store: typeof stores.$inferSelect,
  email: (owner: {
    firstName: string;
    officeLink: string;
  }) => ReturnType<typeof storeSuspendedEmail>,
) {
  const owners = await tx
    .select({ email: sellers.email, firstName: sellers.firstName })
    .from(sellers)
    .where(and(eq(sellers.storeId, store.id), eq(sellers.role, 'owner')));
  const officeLink = await storeLink(
    { config: deps.config, db: tx },
    store.id,
    '/vendedor',
    'seller-office',
  );
  const now = deps.now();
  return queueEmails(
    tx,
    deps.jobs,
    owners.map((owner) => ({
      storeId: store.id,
      to: owner.email,
      email: email({ firstName: owner.firstName, officeLink }),
      now,
    })),
  );
}

export async function suspendStore(deps: Deps, operatorId: string, id: string, reason: string) {
  const store = await deps.db.transaction(async (tx: Database) => {
    const before = await lockStore(tx, id);
    if (before.suspendedAt) throw conflict('store_suspended', t.alreadySuspended);
    const at = deps.now();
    const [after] = await tx
      .update(stores)
      .set({ suspendedAt: at, suspensionReason: reason })
      .where(and(eq(stores.id, id), isNull(stores.suspendedAt)))
      .returning();
    await tx.insert(operatorActions).values({
      operatorId,
      storeId: id,
      action: 'suspend',
      reason,
      before: stateOf(before),
      after: stateOf(after!),
      createdAt: at,
    });
    await mailOwners(tx, deps, before, (owner) =>
      storeSuspendedEmail({ storeName: before.name, ...owner, reason, at }),
    );
    return after!;
  });
  // This replica's copy goes at once; the others' expire (store-cache.ts, seconds).
  deps.storeCache.forget(store.id);
  return store;
}

export async function reactivateStore(deps: Deps, operatorId: string, id: string) {
  const store = await deps.db.transaction(async (tx: Database) => {
    const before = await lockStore(tx, id);
    if (!before.suspendedAt) throw conflict('store_not_suspended', t.notSuspended);
    const at = deps.now();
    const [after] = await tx
      .update(stores)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(and(eq(stores.id, id), isNotNull(stores.suspendedAt)))
      .returning();
    await tx.insert(operatorActions).values({
      operatorId,
      storeId: id,
      action: 'reactivate',
      reason: null,
      before: stateOf(before),
      after: stateOf(after!),
      createdAt: at,
    });
    await mailOwners(tx, deps, before, (owner) =>
      storeReactivatedEmail({ storeName: before.name, ...owner, at }),
    );
    return after!;
  });
  deps.storeCache.forget(store.id);
  return store;
}
