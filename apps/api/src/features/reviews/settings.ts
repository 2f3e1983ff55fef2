import {
  REVIEW_INVITE_DAYS,
  type ReviewSettings,
  type ReviewSettingsBody,
} from '@vitrine/contract/reviews';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewSettings } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { REVIEW_SETTINGS_ENTITY } from './serialize.ts';

const DEFAULTS: ReviewSettings = {
  invite_days: REVIEW_INVITE_DAYS.default,
  require_approval: true,
};

/** The store's review settings (the defaults for a store that never saved them). */
export async function readReviewSettings(db: Database, storeId: string): Promise<ReviewSettings> {
  const [row] = await db.select().from(reviewSettings).where(eq(reviewSettings.storeId, storeId));
  return row
    ? { invite_days: row.inviteDays, require_approval: row.requireApproval }
    : { ...DEFAULTS };
}

/** Saves the store's review settings with their audit, in one transaction. */
export async function saveReviewSettings(
  db: Database,
  actor: AuditActor,
  body: ReviewSettingsBody,
  now: Date,
): Promise<ReviewSettings> {
  const { storeId } = actor;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reviewSettings)
      .where(eq(reviewSettings.storeId, storeId))
      .for('update');
    const before = row
      ? { invite_days: row.inviteDays, require_approval: row.requireApproval }
      : DEFAULTS;
    const values = {
      inviteDays: body.invite_days,
      requireApproval: body.require_approval,
      updatedAt: now,
    };
    await tx
      .insert(reviewSettings)
      .values({ storeId, ...values })
      .onConflictDoUpdate({ target: reviewSettings.storeId, set: values });
    const after = { invite_days: body.invite_days, require_approval: body.require_approval };
    await recordAudit(tx, {
      ...actor,
      entity: REVIEW_SETTINGS_ENTITY,
      entityId: storeId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
