import type { StoreLegalData, StoreLegalDataBody } from '@vitrine/contract/store-legal-data';
import type { Database } from '../../db/client.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { writeStore } from '../../lib/store-write.ts';
import { auditFieldsOf, columnsOf, legalDataOf, legalFieldsOf } from './serialize.ts';

/** Replaces the store's legal data, in one transaction with its audit row (entity `store`). */
export async function writeLegalData(
  db: Database,
  actor: AuditActor,
  body: StoreLegalDataBody,
): Promise<StoreLegalData> {
  const after = await db.transaction((tx: Database) =>
    writeStore(tx, actor, {
      action: 'update',
      change: async () => columnsOf(body),
      auditFields: (row) => auditFieldsOf(legalFieldsOf(row)),
    }),
  );
  return legalDataOf(after);
}
