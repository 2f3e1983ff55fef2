import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storeHosts, stores } from '../db/schema/index.ts';
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

/** Ids and hosts come from headers anyone can send: a bound keeps made-up ones from piling up. */
const MAX_ENTRIES = 1_000;

type Entry = { row: StoreRow; expires: number };
type HostEntry = { id: string; expires: number };

export class StoreCache {
  readonly #entries = new Map<string, Entry>();
  /** One query per id at a time: a burst of requests after expiry waits for the same read. */
  readonly #loading = new Map<string, Promise<StoreRow | null>>();
  /** Which store a host named, for reads by X-Store-Host: as long as the store's row. */
  readonly #hosts = new Map<string, HostEntry>();
  readonly #loadingHosts = new Map<string, Promise<StoreRow | null>>();
  readonly #byId;
  readonly #byHost;

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
    this.#byHost = db
      .select({ store: stores })
      .from(storeHosts)
      .innerJoin(stores, eq(stores.id, storeHosts.storeId))
      .where(eq(storeHosts.host, sql.placeholder('host')))
      .limit(1)
      .prepare('store_row_of_host');
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

  /**
   * The store a host (normalized) answers at, as read at most STORE_TTL_MS ago, for a read
   * that names its store by host (X-Store-Host): the row is the one `get` keeps for its id.
   */
  async getByHost(host: string): Promise<StoreRow | null> {
    const named = this.#hosts.get(host);
    if (named && named.expires > this.now().getTime()) {
      const entry = this.#entries.get(named.id);
      if (entry && entry.expires > this.now().getTime()) return entry.row;
    }
    let loading = this.#loadingHosts.get(host);
    if (!loading) {
      loading = this.#byHost.execute({ host }).then(([found]) => found?.store ?? null);
      this.#awaitHost(host, loading);
    }
    return loading;
  }

  /**
   * A read of the host's store row that another request has started (GET /stores/shell reads
   * it with the rest of the shell): a read by host meanwhile waits for that one instead of
   * asking the database again — a product page of a store no cache holds asks for its shell
   * and its product at once. If it fails, the read by host asks on its own.
   */
  share(host: string, row: Promise<StoreRow | null>): void {
    if (this.#loadingHosts.has(host)) return;
    this.#awaitHost(
      host,
      row.catch(() => this.#byHost.execute({ host }).then(([found]) => found?.store ?? null)),
    );
  }

  #awaitHost(host: string, row: Promise<StoreRow | null>) {
    const loading = row
      .then((found) => {
        this.#hosts.delete(host);
        if (found) {
          this.#remember(found.id, found);
          bounded(this.#hosts);
          this.#hosts.set(host, { id: found.id, expires: this.now().getTime() + STORE_TTL_MS });
        }
        return found;
      })
      .finally(() => this.#loadingHosts.delete(host));
    this.#loadingHosts.set(host, loading);
    // A rejection is the reader's to handle; this copy only keeps the map tidy.
    loading.catch(() => {});
  }

  #remember(id: string, row: StoreRow | null) {
    this.#entries.delete(id);
    if (!row) return;
    bounded(this.#entries);
    // Shared by every request that reads it until it expires: nobody may change it in place.
    this.#entries.set(id, {
      row: Object.freeze(row),
      expires: this.now().getTime() + STORE_TTL_MS,
    });
  }
}

/** Makes room for one more entry: Map keeps insertion order, the first key was set longest ago. */
function bounded(entries: Map<string, unknown>) {
  if (entries.size < MAX_ENTRIES) return;
  const oldest = entries.keys().next();
  if (!oldest.done) entries.delete(oldest.value);
}
