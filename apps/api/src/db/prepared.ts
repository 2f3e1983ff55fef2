import type { Database } from './client.ts';

/**
 * A hot query (one every checkout or signed-in request makes) prepared once per database handle:
 * drizzle builds its SQL and result mapping once, not on every call (the busy time of the API
 * replicas under load was in that building), and PostgreSQL parses the named statement once
 * per connection. `build` makes the prepared query on a handle, with `sql.placeholder`s for
 * its values. A transaction's handle is its own object, each transaction a new one: its copy is
 * built for it (a statement prepared on the pool would run outside the transaction).
 */
export function preparedQuery<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
