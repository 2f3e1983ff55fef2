import type { StoreLegalData, StoreLegalDataBody } from '@vitrine/contract/store-legal-data';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { auditFieldsOf, columnsOf, legalDataOf, legalFieldsOf } from './serialize.ts';

/** Replaces the store's legal data, in one transaction with its audit row (entity `store`). */
export async function writeLegalData(
  db: Database,
  actor: AuditActor,
  body: StoreLegalDataBody,
): Promise<StoreLegalData> {
  return db.transaction(async (tx: Database) => {
    const [before] = await tx
      .select()
      .from(stores)
      .where(eq(stores.id, actor.storeId))
      .for('update');
    if (!before) throw notFound('Loja não encontrada.', 'store_not_found');
    const columns = columnsOf(body);
    const [after] = await tx
      .update(stores)
      .set(columns)
      .where(eq(stores.id, actor.storeId))
      .returning();
    await recordAudit(tx, {
      ...actor,
      entity: 'store',
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(legalFieldsOf(before)),
      after: auditFieldsOf(columns),
    });
    return legalDataOf(after!);
  });
}
