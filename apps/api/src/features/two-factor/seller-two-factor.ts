import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers, stores } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { conflict, forbidden, unauthorized } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { TWO_FACTOR_MESSAGES as t } from '../../lib/two-factor/messages.ts';
import {
  beginSetup,
  checkPasswordAgain,
  confirmSetup,
  hasTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  requireCode,
  twoFactorStatus,
} from '../../lib/two-factor/codes.ts';

// A seller's own two-step verification and the owner's requirement of it. Each change is in
// the store's Histórico (entity 'seller': who turned it on or off, and when).

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'now'>;
type Who = { storeId: string; accountId: string };

const accountOf = (sellerId: string) => ({ kind: 'seller' as const, id: sellerId });

async function sellerOf(db: Database, who: Who) {
  const [row] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, who.accountId), eq(sellers.storeId, who.storeId)));
  if (!row) throw unauthorized();
  return row;
}

async function storeRequires(db: Database, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: stores.requireTwoFactor })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.required ?? false;
}

export async function sellerTwoFactorStatus(deps: Deps, who: Who) {
  return {
    ...(await twoFactorStatus(deps.db, accountOf(who.accountId))),
    required_by_store: await storeRequires(deps.db, who.storeId),
  };
}

export async function startSellerTwoFactor(
  deps: Deps,
  who: Who,
  store: Pick<StoreRow, 'name'>,
  body: { password: string },
) {
  const seller = await sellerOf(deps.db, who);
  await checkPasswordAgain(
    deps,
    { ...accountOf(seller.id), passwordHash: seller.passwordHash },
    body.password,
  );
  return beginSetup(deps, accountOf(seller.id), {
    issuer: `Vitrine · ${store.name}`,
    label: seller.email,
  });
}

const audit = (
  tx: Database,
  actor: AuditActor,
  action: 'two_factor_on' | 'two_factor_off' | 'recovery_codes',
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) => recordAudit(tx, { ...actor, entity: 'seller', entityId: actor.sellerId!, action, ...change });

const switched = (on: boolean) => ({ before: { two_factor: !on }, after: { two_factor: on } });

export async function confirmSellerTwoFactor(deps: Deps, actor: AuditActor, code: string) {
  if (!actor.sellerId) throw unauthorized();
  const recovery = await confirmSetup(deps, accountOf(actor.sellerId), code, (tx) =>
    audit(tx, actor, 'two_factor_on', switched(true)),
  );
  return { recovery_codes: recovery };
}

export async function newSellerRecoveryCodes(deps: Deps, actor: AuditActor, code: string) {
  if (!actor.sellerId) throw unauthorized();
  const account = accountOf(actor.sellerId);
  if (!(await hasTwoFactor(deps.db, account))) throw conflict('two_factor_off', t.notOn);
  await requireCode(deps, account, code);
  const { recovery_codes_left: left } = await twoFactorStatus(deps.db, account);
  const recovery = await deps.db.transaction(async (tx: Database) => {
    const made = await replaceRecoveryCodes(tx, account);
    const after = { recovery_codes_left: made.length };
    await audit(tx, actor, 'recovery_codes', { before: { recovery_codes_left: left }, after });
    return made;
  });
  return { recovery_codes: recovery };
}

export async function disableSellerTwoFactor(
  deps: Deps,
  actor: AuditActor,
  body: { password: string; code: string },
) {
  if (!actor.sellerId) throw unauthorized();
  const seller = await sellerOf(deps.db, { storeId: actor.storeId, accountId: actor.sellerId });
  const account = accountOf(seller.id);
  if (!(await hasTwoFactor(deps.db, account))) throw conflict('two_factor_off', t.notOn);
  if (await storeRequires(deps.db, actor.storeId)) {
    throw conflict('two_factor_required_by_store', t.requiredByStore);
  }
  await checkPasswordAgain(
    deps,
    { ...accountOf(seller.id), passwordHash: seller.passwordHash },
    body.password,
  );
  await requireCode(deps, account, body.code);
  await deps.db.transaction(async (tx: Database) => {
    await removeTwoFactor(tx, account);
    await audit(tx, actor, 'two_factor_off', switched(false));
  });
  return { message: t.disabled };
}

/**
 * The owner requires it of everyone (or no longer does). An owner who has not turned it on
 * for themselves cannot require it: they would lock themselves out of the team screen first.
 */
export async function requireTeamTwoFactor(deps: Deps, actor: AuditActor, required: boolean) {
  if (!actor.sellerId) throw forbidden();
  if (required && !(await hasTwoFactor(deps.db, accountOf(actor.sellerId)))) {
    throw conflict('two_factor_owner_first', t.ownerFirst);
  }
  await deps.db.transaction(async (tx: Database) => {
    const [before] = await tx
      .select({ required: stores.requireTwoFactor })
      .from(stores)
      .where(eq(stores.id, actor.storeId))
      .for('update');
    await tx.update(stores).set({ requireTwoFactor: required }).where(eq(stores.id, actor.storeId));
    await recordAudit(tx, {
      ...actor,
      entity: 'store',
      entityId: actor.storeId,
      action: 'update',
      before: { require_two_factor: before?.required ?? false },
      after: { require_two_factor: required },
    });
  });
  return { required };
}
