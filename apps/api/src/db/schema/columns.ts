import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.ts';

// Column builders every table shares, so tenancy and time columns read (and migrate) alike.

/** The owning store: every store-scoped row goes when its store goes. */
export const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** A timestamp with time zone (every instant the API stores). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => at('created_at').notNull().defaultNow();
