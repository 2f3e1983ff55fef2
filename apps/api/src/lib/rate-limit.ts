import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/errors.ts';

export type RateLimitRule = {
  /** e.g. 'login:ip:189.12.3.4' or 'login:email:<store>:<e-mail>'. */
  key: string;
  limit: number;
  windowMs: number;
};

/**
 * Counts one attempt against every rule and throws 429 when any is over its limit, with
 * Retry-After the seconds until the last of those windows ends. Fixed windows
 * in the database (one upsert per rule), keyed by the injected clock, so every API replica sees
 * the same counters and tests move time instead of sleeping.
 */
export async function enforceRateLimits(
  db: Database,
  now: Date,
  rules: RateLimitRule[],
  message?: string,
): Promise<void> {
  // The latest end among the windows over their limit: when every rule lets the client in.
  let retryAt = 0;
  for (const rule of rules) {
    const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key: rule.key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    if ((row?.count ?? 0) > rule.limit) {
      retryAt = Math.max(retryAt, windowStart.getTime() + rule.windowMs);
    }
    // The first hit of a new window drops the key's older windows: one row per key at most.
    if (row?.count === 1) {
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, rule.key), lt(rateLimitHits.windowStart, windowStart)));
    }
  }
  if (retryAt > 0) throw tooManyRequests((retryAt - now.getTime()) / 1000, message);
}
