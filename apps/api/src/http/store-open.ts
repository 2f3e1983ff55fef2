import { storeTakesOrders, type StoreStatus } from '@vitrine/domain/store-status';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { stores } from '../db/schema/index.ts';
import { ApiError } from './errors.ts';

const NOT_SELLING: Record<Exclude<StoreStatus, 'open'>, string> = {
  draft: 'Esta loja ainda não abriu: por enquanto não recebe pedidos.',
  paused: 'Esta loja está em pausa e não recebe pedidos agora. Volte em breve.',
  closed: 'Esta loja foi encerrada e não recebe mais pedidos.',
};

/** Why a store sells nothing now (its status's sentence), or null for an open store. */
export function storeNotOpenMessage(store: { status: StoreStatus }): string | null {
  return storeTakesOrders(store.status) ? null : NOT_SELLING[store.status];
}

/**
 * Refuses to sell from a store that is not open (a draft from sign-up, a paused or a closed
 * one): 409 `store_not_open`, its status in details. Checked on the store row read fresh for
 * the write (requireStore), so a store paused a moment ago takes no more orders.
 */
export function requireOpenStore(store: { status: StoreStatus }): void {
  const message = storeNotOpenMessage(store);
  if (message) throw new ApiError(409, 'store_not_open', message, { status: store.status });
}

// An order in flight and a move that stops the store selling (pause, close) must not cross: a
// store closed while an order commits would keep an order nobody will finish. Each order's
// transaction holds the store's life key shared (orders never wait for each other); a pause or
// a close takes it alone, so it waits for the orders in flight (and then sees them), and an
// order that starts meanwhile waits for the move and then reads the status it left.

/** The advisory lock key of a store's life (64 bits of the store's id). */
const lifeKeyText = (storeId: string) => `store-life:${storeId}`;
const lifeKey = (storeId: string): SQL => sql`hashtextextended(${lifeKeyText(storeId)}, 0)`;

/**
 * In an order's transaction: the key shared, after `ownKey`'s lock (the text of a lock of the
 * caller's own, taken first) when given — in one trip, prepared: one every order.
 */
export async function shareStoreLife(
  tx: Database,
  storeId: string,
  ownKey?: string,
): Promise<void> {
  const life = lifeKeyText(storeId);
  if (ownKey) await lifeSharedAfter(tx).execute({ own: ownKey, life });
  else await lifeShared(tx).execute({ life });
}

const lifeShared = preparedQuery((db) =>
  db
    .select({
      life: sql`pg_advisory_xact_lock_shared(hashtextextended(${sql.placeholder('life')}, 0))`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('store_life_shared'),
);

const lifeSharedAfter = preparedQuery((db) =>
  db
    .select({
      own: sql`pg_advisory_xact_lock(hashtextextended(${sql.placeholder('own')}, 0))`,
      life: sql`pg_advisory_xact_lock_shared(hashtextextended(${sql.placeholder('life')}, 0))`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('store_life_shared_after'),
);

/** In a move's transaction: the key alone, before the store's row is read. */
export async function holdStoreLife(tx: Database, storeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lifeKey(storeId)})`);
}

/** The status as committed now (after the key is held), refused unless open. */
const storeStatusOf = preparedQuery((db) =>
  db
    .select({ status: stores.status })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('store_status'),
);

export async function requireOpenNow(tx: Database, storeId: string): Promise<void> {
  const [row] = await storeStatusOf(tx).execute({ storeId });
  requireOpenStore({ status: row?.status ?? 'closed' });
}
