import type { Context } from 'hono';
import type { AccountKind } from '../../db/schema/index.ts';
import type { ApiEnv, AppDeps } from '../../http/context.ts';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { answerAtFixedTime } from '../../lib/background.ts';
import { clientIp } from '../../lib/client-info.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { deliverAfterAnswer, deliverEmailNow } from '../email/delivery.ts';
import { storeLink } from '../email/links.ts';
import { queueEmail } from '../email/outbox.ts';
import { firstAccessEmail, passwordChangedEmail, recoverAccessEmail } from '../email/templates.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import {
  findAccount,
  findAccountByEmail,
  loggedAccount,
  normalizeEmail,
  setPasswordHash,
  type Account,
} from './accounts.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { accountRateLimits } from './rate-limits.ts';
import { hasTwoFactor, requireCode } from '../../lib/two-factor/codes.ts';
import { createSession, revokeOtherSessions, type Session } from '../../lib/sessions.ts';

type Ctx = Context<ApiEnv>;

/** Where a first-access or recover link leads (spec §2). */
export const CREATE_PASSWORD_PATH: Record<AccountKind, string> = {
  customer: '/login/criar-senha/',
  seller: '/vendedor/login/criar-senha/',
};

/** Where "não foi você?" leads: the recover-access page (spec §2). */
const RECOVER_ACCESS_PATH: Record<AccountKind, string> = {
  customer: '/login/recuperar-acesso',
  seller: '/vendedor/login/recuperar-acesso',
};

const appOf = (kind: AccountKind) => (kind === 'seller' ? 'seller-office' : 'storefront');

/**
 * Sets a new password, ends the account's other sessions and queues the "senha alterada"
 * e-mail, in one transaction: the owner hears of every change, whoever made it.
 */
async function replacePassword(
  deps: AppDeps,
  kind: AccountKind,
  account: Account,
  password: string,
  keepSessionId: string | null,
) {
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx: Database) => {
    const now = deps.now();
    await setPasswordHash(tx, kind, account.id, hash);
    await revokeOtherSessions(tx, kind, account.id, keepSessionId, now);
    const [store] = await tx.select().from(stores).where(eq(stores.id, account.storeId));
    if (!store) return;
    const link = await storeLink(
      { config: deps.config, db: tx },
      store.id,
      RECOVER_ACCESS_PATH[kind],
      appOf(kind),
    );
    const email = passwordChangedEmail({
      storeName: store.name,
      firstName: account.firstName,
      link,
      at: now,
    });
    await queueEmail(tx, deps.jobs, { storeId: store.id, to: account.email, email, now });
  });
}

async function startSession(c: Ctx, kind: AccountKind, account: Account) {
  const { db, now } = c.get('deps');
  const { token, session } = await createSession(db, {
    storeId: account.storeId,
    kind,
    accountId: account.id,
    userAgent: c.req.header('user-agent'),
    ip: clientIp(c),
    now: now(),
  });
  return {
    access_token: token,
    expires_at: session.expiresAt.toISOString(),
    account: loggedAccount(account),
  };
}

export async function login(
  c: Ctx,
  kind: AccountKind,
  body: { email: string; password: string; code?: string | undefined },
) {
  const { db, now } = c.get('deps');
  const store = c.get('store');
  const email = normalizeEmail(body.email);
  const rules = accountRateLimits('login', kind, { storeId: store.id, email, ip: clientIp(c) });
  await enforceRateLimits(db, now(), rules, AUTH_MESSAGES.tooManyAttempts);
  const account = await findAccountByEmail(db, kind, store.id, email);
  const valid = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !valid) {
    throw new ApiError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  }
  // The password was right: a seller with two-step verification on also gives a code (401
  // `two_factor_required` without one, `invalid_two_factor_code` for a wrong or used one).
  const second = { kind: 'seller' as const, id: account.id };
  if (kind === 'seller' && (await hasTwoFactor(db, second))) {
    await requireCode(c.get('deps'), second, body.code);
  }
  return startSession(c, kind, account);
}

/**
 * Issues a one-time link and queues the e-mail carrying it, in the caller's transaction: no
 * live token without its e-mail (an invitation also writes the seller and its audit row in
 * the same one). Returns the e-mail's id for delivery once committed.
 */
export async function queueAccountLink(
  tx: Database,
  deps: Pick<AppDeps, 'config' | 'now' | 'jobs'>,
  store: { id: string; name: string },
  kind: AccountKind,
  account: Account,
  purpose: 'first_access' | 'recover',
): Promise<string> {
  const now = deps.now();
  const token = await issueAccountToken(tx, {
    storeId: store.id,
    kind,
    purpose,
    accountId: account.id,
    now,
  });
  const path = CREATE_PASSWORD_PATH[kind] + token;
  const link = await storeLink({ config: deps.config, db: tx }, store.id, path, appOf(kind));
  const content = { storeName: store.name, firstName: account.firstName, link };
  const email =
    purpose === 'first_access' ? firstAccessEmail(content) : recoverAccessEmail(content);
  return queueEmail(tx, deps.jobs, { storeId: store.id, to: account.email, email, now });
}

/** Sends a one-time link by e-mail: first access (sign-up, invitation) or recover access. */
export async function sendAccountLink(
  c: Ctx,
  kind: AccountKind,
  account: Account,
  purpose: 'first_access' | 'recover',
) {
  const deps = c.get('deps');
  const store = c.get('store');
  const emailId = await deps.db.transaction((tx: Database) =>
    queueAccountLink(tx, deps, store, kind, account, purpose),
  );
  // Sent in the caller's time, not after it: recover-access and sign-up run this inside their
  // fixed answer time (answerAtFixedTime), so nothing of it outlives the answer.
  await deliverEmailNow(deps, emailId);
}

/**
 * Always the same answer, whether the e-mail has an account or not, at the same moment: the
 * rate limits (the same work for any e-mail), then finding the account and sending its link,
 * and the answer leaves FIXED_ANSWER_MS after that work started, never before, with nothing
 * left running (answerAtFixedTime says why work after the answer told who has an account).
 */
export async function recoverAccess(c: Ctx, kind: AccountKind, body: { email: string }) {
  const { db, now } = c.get('deps');
  const store = c.get('store');
  const email = normalizeEmail(body.email);
  const rules = accountRateLimits('recover', kind, { storeId: store.id, email, ip: clientIp(c) });
  await enforceRateLimits(db, now(), rules, AUTH_MESSAGES.tooManyAttempts);
  await answerAtFixedTime(c, `${kind} recover-access`, async () => {
    const account = await findAccountByEmail(db, kind, store.id, email);
    if (account) {
      await sendAccountLink(c, kind, account, account.passwordHash ? 'recover' : 'first_access');
    }
  });
  return { message: AUTH_MESSAGES.recoverSent };
}

/** Sets the password from a first-access or recover link and logs the account in. */
export async function createPassword(
  c: Ctx,
  kind: AccountKind,
  body: { first_access_token: string; password: string },
) {
  const { db, now } = c.get('deps');
  const store = c.get('store');
  const link = await consumeAccountToken(db, body.first_access_token, kind, store.id, now());
  const account = link && (await findAccount(db, kind, store.id, link.accountId));
  if (!account) throw new ApiError(400, 'invalid_token', AUTH_MESSAGES.invalidLink);
  // Whoever knew the old password is out: recovering access ends every other session. A first
  // access sets the first password: nothing was changed, nobody to warn.
  if (link.purpose === 'recover') {
    await replacePassword(c.get('deps'), kind, account, body.password, null);
    deliverAfterAnswer(c);
  } else {
    await setPasswordHash(db, kind, account.id, await hashPassword(body.password));
    await revokeOtherSessions(db, kind, account.id, null, now());
  }
  // A link by e-mail replaces the password, not the second step: whoever reads the mailbox
  // still needs the authenticator to get in.
  if (kind === 'seller' && (await hasTwoFactor(db, { kind: 'seller', id: account.id }))) {
    throw new ApiError(401, 'two_factor_required', AUTH_MESSAGES.passwordCreatedCodeNext);
  }
  return startSession(c, kind, account);
}

export async function changePassword(
  deps: AppDeps,
  kind: AccountKind,
  session: Session,
  body: { current_password: string; new_password: string },
) {
  const account = await findAccount(deps.db, kind, session.storeId, session.accountId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.passwordHash, body.current_password))) {
    throw new ApiError(400, 'wrong_password', AUTH_MESSAGES.wrongCurrentPassword);
  }
  await replacePassword(deps, kind, account, body.new_password, session.id);
  return { message: AUTH_MESSAGES.passwordChanged };
}
