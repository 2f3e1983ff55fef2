import type { Database } from './client.ts';

/** What drizzle's prepared queries (node-postgres' and PGlite's) run on: the pool or a connection. */
type OnClient = { client: object };

const clientOf = (db: Database): object | undefined =>
  (db as unknown as { session?: { client?: object } }).session?.client;

/** The driver a handle speaks through (its session's class: node-postgres' or PGlite's). */
const driverOf = (db: Database): unknown =>
  Object.getPrototypeOf((db as unknown as { session?: object }).session ?? db) as unknown;

/**
 * A hot query (one every checkout or signed-in request makes) prepared once: drizzle builds its
 * SQL and result mapping once, not on every call (building was a seventh of the API replicas'
 * busy time under a checkout peak), and PostgreSQL parses the named statement once per
 * connection. `build` makes the prepared query on a handle, with `sql.placeholder`s for its
 * values.
 *
 * A prepared query runs on the client it was built on, and a transaction has its own (the
 * pool's connection it holds; PGlite's transaction): a statement prepared on the pool would run
 * outside the transaction. So the query built once is bound to each client it meets — a copy
 * with that client, kept per client (a pooled connection serves many transactions in turn), at
 * the cost of an object, not of building the SQL again.
 */
export function preparedQuery<Q extends object>(build: (db: Database) => Q): (db: Database) => Q {
  // The first query built per kind of client: a process that opens both drivers (the benches)
  // must not run PGlite's prepared query on a node-postgres client, or the reverse.
  const first = new Map<unknown, Q>();
  const bound = new WeakMap<object, Q>();
  return (db) => {
    const client = clientOf(db);
    if (!client) return build(db);
    let query = bound.get(client);
    if (!query) {
      const kind = driverOf(db);
      const model = first.get(kind);
      query = model ? onClient(model, client) : build(db);
      if (!model) first.set(kind, query);
      bound.set(client, query);
    }
    return query;
  };
}

/** The same prepared query on another client (drizzle keeps it in `client`). */
function onClient<Q extends object>(query: Q, client: object): Q {
  if (!('client' in query)) throw new Error('preparedQuery: not a drizzle prepared query');
  const copy = Object.create(Object.getPrototypeOf(query) as object) as Q & OnClient;
  return Object.assign(copy, query, { client });
}
