import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorSessions } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';

// An operator's sessions: a token hashed as a seller's is, 12 hours at most (a working day;
// the platform's power over every store is not left open overnight).

export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export type OperatorSession = typeof operatorSessions.$inferSelect;

export async function createOperatorSession(db: Database, operatorId: string, now: Date) {
  const token = randomToken();
  const [session] = await db
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS),
    })
    .returning();
  if (!session) throw new Error('operator session insert returned nothing');
  return { token, session };
}

/** The live session behind a token (not revoked, not expired), or null. */
export async function findOperatorSession(
  db: Database,
  token: string,
  now: Date,
): Promise<OperatorSession | null> {
  const [session] = await db
    .select()
    .from(operatorSessions)
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(eq(operatorSessions.id, session.id));
  }
  return session;
}

export async function revokeOperatorSession(db: Database, id: string, now: Date) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
}
