import type { StoreLegalData } from '@vitrine/contract/store-legal-data';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { legalDataOf } from './serialize.ts';

export async function readLegalData(db: Database, storeId: string): Promise<StoreLegalData> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!row) throw notFound('Loja não encontrada.', 'store_not_found');
  return legalDataOf(row);
}
