import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeId } from './columns.ts';

/**
 * A store's visits per Brasília day (issue #37 §6, the reports' conversion): one row a store a
 * day, its counter moved by the storefront's beacon (features/visits). No cookie, no address,
 * no user agent: only the count.
 */
export const storeVisits = pgTable(
  'store_visits',
  {
    storeId: storeId(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    check('store_visits_visits_ck', sql`${t.visits} >= 0`),
  ],
);

/**
 * The day's salt (Plausible's method): a visitor is a hash of (salt, store, address, user
 * agent), so the same person twice in a day counts once, and once the day's salt is deleted
 * nobody can tell who it was, not even us. The day after, the salt and its marks go.
 */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** The day's visitors as their salted hashes (no store, address or agent in the clear). */
export const visitMarks = pgTable(
  'visit_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);
