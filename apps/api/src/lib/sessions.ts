import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { sessions, type AccountKind } from '../db/schema/index.ts';
import { maskIp, parseUserAgent } from './client-info.ts';
import { hashToken, randomToken } from './tokens.ts';

const HOUR = 60 * 60 * 1000;
/** spec §9: the seller cookie lives 24 h, and so does the session behind it. */
export const SESSION_TTL_MS: Record<AccountKind, number> = {
  customer: 30 * 24 * HOUR,
  seller: 24 * HOUR,
};
/** last_seen_at is refreshed at most once a minute: reads should not all become writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export type Session = typeof sessions.$inferSelect;

export async function createSession(
  db: Database,
  input: {
    storeId: string;
    kind: AccountKind;
    accountId: string;
    userAgent: string | undefined;
    ip: string;
    now: Date;
  },
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const device = parseUserAgent(input.userAgent);
  const [session] = await db
    .insert(sessions)
    .values({
      storeId: input.storeId,
      kind: input.kind,
      accountId: input.accountId,
      tokenHash: hashToken(token),
      browser: device.browser,
      os: device.os,
      deviceType: device.deviceType,
      ipMasked: maskIp(input.ip),
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS[input.kind]),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { token, session };
}

const liveSession = preparedQuery((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, sql.placeholder('kind')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** The live session behind a bearer token (not revoked, not expired), or null. */
export async function findSession(
  db: Database,
  token: string,
  kind: AccountKind,
  now: Date,
): Promise<Session | null> {
  const [session] = await liveSession(db).execute({ tokenHash: hashToken(token), kind, now });
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return session;
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of the account except `keepId` (password change, "sair dos outros"). */
export async function revokeOtherSessions(
  db: Database,
  kind: AccountKind,
  accountId: string,
  keepId: string | null,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.kind, kind),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ...(keepId ? [ne(sessions.id, keepId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
