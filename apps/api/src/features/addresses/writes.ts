import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { listAddresses, ownedBy, type Owner } from './reads.ts';

/** One default per customer: marking one unmarks the rest (same transaction as the write). */
export async function keepSingleDefault(db: Database, owner: Owner, defaultId: string) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(owner), ne(addresses.id, defaultId)));
}

/** After a delete, the oldest remaining address becomes the default if none is. */
export async function ensureDefault(db: Database, owner: Owner) {
  const rows = await listAddresses(db, owner);
  const first = rows[0];
  if (first && !rows.some((row) => row.isDefault)) {
    await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, first.id));
  }
}
