import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import type { StoreRow } from './context.ts';

/**
 * How long a replica may serve a store row it read earlier. Every catalog read names its store
 * (spec §6 X-Store-Id), and that lookup was half of a product page's round trips. An edit of
 * the store (the office's settings, or one made in the database) reaches the reads of every
 * replica within this bound, with no message between replicas; the replica that made it
 * forgets its copy at once. The catalog's
 * answers themselves may be kept 30 s by any cache (Cache-Control), so 5 s adds nothing a
 * shopper could see. Writes (checkout's pricing reads payment_default) never use the cache.
 */
export const STORE_TTL_MS = 5_000;

/** Ids are UUIDs from a header anyone can send: a bound keeps made-up ones from piling up. */
const MAX_ENTRIES = 1_000;

type Entry = { row: StoreRow; expires: number };

export class StoreCache {
  readonly #entries = new Map<string, Entry>();
  /** One query per id at a time: a burst of requests after expiry waits for the same read. */
  readonly #loading = new Map<string, Promise<StoreRow | null>>();
  readonly #byId;

  constructor(
    db: Database,
    private readonly now: () => Date,
  ) {
    // Prepared once: the statement is parsed once per connection, not on every request.
    this.#byId = db
      .select()
      .from(stores)
      .where(eq(stores.id, sql.placeholder('id')))
      .limit(1)
      .prepare('store_by_id');
  }

  /** The store as the database has it now: writes read through this. */
  async fresh(id: string): Promise<StoreRow | null> {
    const [row] = await this.#byId.execute({ id });
    return row ?? null;
  }

  /**
   * Keeps a row another read of this request has just taken whole from the database (GET
   * /stores/by-host): the reads with its id that follow need not ask again.
   */
  keep(row: StoreRow): void {
    this.#remember(row.id, row);
  }

  /** Drops the kept row: the next read of this replica asks the database (after an edit). */
  forget(id: string): void {
    this.#entries.delete(id);
  }

  /** The store as read at most STORE_TTL_MS ago (a store that does not exist is not kept). */
  async get(id: string): Promise<StoreRow | null> {
    const entry = this.#entries.get(id);
    if (entry && entry.expires > this.now().getTime()) return entry.row;
    let loading = this.#loading.get(id);
    if (!loading) {
      loading = this.fresh(id)
        .then((row) => {
          this.#remember(id, row);
          return row;
        })
        .finally(() => this.#loading.delete(id));
      this.#loading.set(id, loading);
    }
    return loading;
  }

  #remember(id: string, row: StoreRow | null) {
    this.#entries.delete(id);
    if (!row) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first key is the entry refreshed longest ago.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    // Shared by every request that reads it until it expires: nobody may change it in place.
    this.#entries.set(id, {
      row: Object.freeze(row),
      expires: this.now().getTime() + STORE_TTL_MS,
    });
  }
}
