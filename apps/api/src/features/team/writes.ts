import type { InviteSellerBody } from '@vitrine/contract/team';
import type { SellerRole } from '@vitrine/domain/seller-roles';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, sellers } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { normalizeEmail } from '../auth/accounts.ts';
import { queueAccountLink } from '../auth/flows.ts';
import { revokeOtherSessions } from '../../lib/sessions.ts';
import { ensureRoom } from '../../lib/store-limits.ts';
import { removeTwoFactor } from '../../lib/two-factor/codes.ts';
import { TEAM_MESSAGES } from './messages.ts';
import { findMemberForUpdate, type SellerRow } from './reads.ts';
import { sellerSnapshot } from './serialize.ts';

// The owner's team writes: invite, change a role, remove. Each runs in one transaction with
// its audit row (entity 'seller'); the store always keeps an owner.

type Store = { id: string; name: string };

/**
 * Locks the store's owners (so two owners demoting each other at once cannot leave none: the
 * second waits, then counts again) and checks the acting seller is still one of them.
 */
async function lockOwners(tx: Database, actor: AuditActor): Promise<string[]> {
  const owners = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.storeId, actor.storeId), eq(sellers.role, 'owner')))
    .for('update');
  const ids = owners.map((owner) => owner.id);
  if (!actor.sellerId || !ids.includes(actor.sellerId)) throw forbidden(TEAM_MESSAGES.notOwner);
  return ids;
}

/** Refuses a change that would leave the store without an owner. */
function keepAnOwner(owners: string[], target: SellerRow) {
  if (target.role === 'owner' && owners.length <= 1) {
    throw conflict('last_owner', TEAM_MESSAGES.lastOwner);
  }
}

/**
 * Creates the seller without a password and queues the first-access e-mail (the same link a
 * sign-up or "Esqueci minha senha" sends): the seller chooses their own password. Returns the
 * seller and the e-mail's id, to deliver once committed.
 */
export async function inviteSeller(
  deps: Pick<AppDeps, 'db' | 'config' | 'now' | 'jobs'>,
  actor: AuditActor,
  store: Store,
  body: InviteSellerBody & { role: SellerRole },
): Promise<{ seller: SellerRow; emailId: string }> {
  try {
    return await deps.db.transaction(async (tx: Database) => {
      await lockOwners(tx, actor);
      await ensureRoom(tx, deps.config, actor.storeId, 'team');
      const [seller] = await tx
        .insert(sellers)
        .values({
          storeId: store.id,
          email: normalizeEmail(body.email),
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          role: body.role,
          passwordHash: null,
          createdAt: deps.now(),
        })
        .returning();
      await recordAudit(tx, {
        ...actor,
        entity: 'seller',
        entityId: seller!.id,
        action: 'invite',
        before: null,
        after: sellerSnapshot(seller!),
      });
      const emailId = await queueAccountLink(tx, deps, store, 'seller', seller!, 'first_access');
      return { seller: seller!, emailId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sellers_store_email_uq')) {
      throw conflict('seller_exists', TEAM_MESSAGES.exists, [
        { path: 'email', message: TEAM_MESSAGES.exists },
      ]);
    }
    throw error;
  }
}

/**
 * A new role for a seller of the store. Applies at the seller's next request: the API reads
 * the role from this row on every request (http/auth.ts), so no session is ended.
 */
export async function changeSellerRole(
  db: Database,
  actor: AuditActor,
  id: string,
  role: SellerRole,
): Promise<SellerRow> {
  return db.transaction(async (tx: Database) => {
    const owners = await lockOwners(tx, actor);
    const target = await findMemberForUpdate(tx, actor.storeId, id);
    if (target.role === role) return target;
    keepAnOwner(owners, target);
    const [updated] = await tx
      .update(sellers)
      .set({ role })
      .where(eq(sellers.id, target.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: 'seller',
      entityId: target.id,
      action: 'role',
      before: sellerSnapshot(target),
      after: sellerSnapshot(updated!),
    });
    return updated!;
  });
}

/**
 * Removes a seller of the store: the row goes (the audit row keeps who they were), every
 * session of theirs ends at once and their unused links stop working. An owner cannot remove
 * themselves, and the last owner stays.
 */
export async function removeSeller(db: Database, actor: AuditActor, id: string, now: Date) {
  await db.transaction(async (tx: Database) => {
    const owners = await lockOwners(tx, actor);
    if (id === actor.sellerId) throw conflict('cannot_remove_self', TEAM_MESSAGES.removeSelf);
    const target = await findMemberForUpdate(tx, actor.storeId, id);
    keepAnOwner(owners, target);
    await revokeOtherSessions(tx, 'seller', target.id, null, now);
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.kind, 'seller'),
          eq(accountTokens.accountId, target.id),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.delete(sellers).where(eq(sellers.id, target.id));
    // Their authenticator's secret and recovery codes go with them.
    await removeTwoFactor(tx, { kind: 'seller', id: target.id });
    await recordAudit(tx, {
      ...actor,
      entity: 'seller',
      entityId: target.id,
      action: 'remove',
      before: sellerSnapshot(target),
      after: null,
    });
  });
}
