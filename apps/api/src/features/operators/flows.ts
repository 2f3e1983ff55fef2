import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { operators } from '../../db/schema/index.ts';
import type { ApiEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clientIp } from '../../lib/client-info.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { hasTwoFactor, requireCode } from '../../lib/two-factor/codes.ts';
import type { OperatorRow } from './auth.ts';
import { OPERATOR_MESSAGES as t } from './messages.ts';
import { createOperatorSession } from './sessions.ts';

const MINUTE = 60_000;

/** The logged operator as the apps' session code reads an account (no store: ''). */
export const operatorAccount = (operator: OperatorRow) => ({
  _id: operator.id,
  email: operator.email,
  first_name: operator.firstName,
  last_name: operator.lastName,
  store_id: '',
});

export const normalizeOperatorEmail = (email: string) => email.trim().toLowerCase();

/**
 * Password, then (once turned on) the authenticator's code: 401 `two_factor_required` without
 * one, `invalid_two_factor_code` for a wrong or used one. An operator who has not turned it on
 * yet gets a session that only turns it on (auth.ts). 5 tries per e-mail, 20 per address, in
 * 15 minutes.
 */
export async function operatorLogin(
  c: Context<ApiEnv>,
  body: { email: string; password: string; code?: string | undefined },
) {
  const deps = c.get('deps');
  const { db, now } = deps;
  const email = normalizeOperatorEmail(body.email);
  await enforceRateLimits(
    db,
    now(),
    [
      { key: `operator_login:email:${email}`, limit: 5, windowMs: 15 * MINUTE },
      { key: `operator_login:ip:${clientIp(c)}`, limit: 20, windowMs: 15 * MINUTE },
    ],
    t.tooManyAttempts,
  );
  const [operator] = await db.select().from(operators).where(eq(operators.email, email));
  const valid = await verifyPassword(operator?.passwordHash ?? null, body.password);
  if (!operator || !valid) throw new ApiError(401, 'invalid_credentials', t.invalidCredentials);
  const account = { kind: 'operator' as const, id: operator.id };
  if (await hasTwoFactor(db, account)) await requireCode(deps, account, body.code);
  const { token, session } = await createOperatorSession(db, operator.id, now());
  return {
    access_token: token,
    expires_at: session.expiresAt.toISOString(),
    account: operatorAccount(operator),
  };
}
