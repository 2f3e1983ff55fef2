import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { stores } from './stores.ts';

/**
 * The platform's operators: its own staff, who see every store and may suspend one. Created by
 * a command (`pnpm --filter @vitrine/api operator:create`), never by a sign-up; they sign in on
 * the platform's host with their password and, always, a code (two-step verification).
 */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_uq').on(t.email)],
);

/** An operator's sign-in: a token hashed as a seller's is, for 12 hours at most. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_uq').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * What operators did to a store (suspend, reactivate): who, when, why, the store's state
 * before and after. Kept apart from a store's own history (audit_log), which its sellers read.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_store_idx').on(t.storeId, t.createdAt)],
);
