import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client.ts';
import { operators } from '../../db/schema/index.ts';
import { bearerToken } from '../../http/auth.ts';
import type { ApiEnv } from '../../http/context.ts';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { hasTwoFactor } from '../../lib/two-factor/codes.ts';
import { OPERATOR_MESSAGES as t } from './messages.ts';
import { findOperatorSession, type OperatorSession } from './sessions.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperator(db: Database, id: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row ?? null;
}
export type OperatorEnv = ApiEnv & {
  Variables: { operatorSession: OperatorSession; operator: OperatorRow };
};

/**
 * An operator's bearer token (no store: operators see every store). Every route but turning
 * two-step verification on (`enrolment`) and leaving refuses an operator who has not turned it
 * on yet: 403 `two_factor_setup_required`. Sellers' and shoppers' tokens are not operators'
 * (another table): 401.
 */
export function requireOperator(options: { enrolment?: boolean } = {}) {
  return createMiddleware<OperatorEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized(t.signIn);
    const { db, now } = c.get('deps');
    const session = await findOperatorSession(db, token, now());
    if (!session) throw unauthorized();
    const operator = await findOperator(db, session.operatorId);
    if (!operator) throw unauthorized();
    if (!options.enrolment && !(await hasTwoFactor(db, { kind: 'operator', id: operator.id }))) {
      throw new ApiError(403, 'two_factor_setup_required', t.setupRequired);
    }
    c.set('operatorSession', session);
    c.set('operator', operator);
    await next();
  });
}
