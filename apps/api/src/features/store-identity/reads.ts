import type { StoreIdentity } from '@vitrine/contract/store-identity';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { identityOf } from './serialize.ts';

export async function readIdentity(
  db: Database,
  storeId: string,
  assetsBase: string,
): Promise<StoreIdentity> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!row) throw notFound('Loja não encontrada.', 'store_not_found');
  return identityOf(row, assetsBase);
}
