import { STOCK_ALERT_FACTOR, type StockAlertSettingsBody } from '@vitrine/contract/stock-alerts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stockAlertSettings } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { STOCK_ALERT_SETTINGS_ENTITY } from './serialize.ts';

/** Saves the store's factor with its audit, in one transaction. */
export async function saveFactor(
  db: Database,
  actor: AuditActor,
  body: StockAlertSettingsBody,
  now: Date,
) {
  const { storeId } = actor;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ factor: stockAlertSettings.factor })
      .from(stockAlertSettings)
      .where(eq(stockAlertSettings.storeId, storeId))
      .for('update');
    await tx
      .insert(stockAlertSettings)
      .values({ storeId, factor: body.factor, updatedAt: now })
      .onConflictDoUpdate({
        target: stockAlertSettings.storeId,
        set: { factor: body.factor, updatedAt: now },
      });
    await recordAudit(tx, {
      ...actor,
      entity: STOCK_ALERT_SETTINGS_ENTITY,
      entityId: storeId,
      action: 'update',
      before: { factor: before?.factor ?? STOCK_ALERT_FACTOR.default },
      after: { factor: body.factor },
    });
    return { factor: body.factor };
  });
}
