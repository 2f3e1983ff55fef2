import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { recoveryCodes, twoFactor } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { verifyPassword } from '../passwords.ts';
import { enforceRateLimits } from '../rate-limit.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  totpStep,
} from './totp.ts';
import { TWO_FACTOR_MESSAGES as t } from './messages.ts';

// A seller's (and, later, an operator's) two-step verification: the setup, the first code
// that turns it on with its recovery codes, the code asked at every sign-in, turning it off.
// What the routes share whoever the account is.

export type TwoFactorKind = 'seller' | 'operator';
type Account = { kind: TwoFactorKind; id: string };
type Deps = Pick<AppDeps, 'db' | 'secrets' | 'now'>;

const MINUTE = 60_000;
/** Passwords typed again (setup, turning off), per account: 5 in 15 minutes. */
const PASSWORD_ATTEMPTS = { limit: 5, windowMs: 15 * MINUTE };

/** Codes tried per account, right or wrong: 5 in 15 minutes (10⁶ codes: no guessing). */
const CODE_ATTEMPTS = { limit: 5, windowMs: 15 * MINUTE };

const secretContext = (account: Account) => `two-factor:${account.kind}:${account.id}`;
const ofAccount = (account: Account) =>
  and(eq(twoFactor.accountKind, account.kind), eq(twoFactor.accountId, account.id));
const codesOf = (account: Account) =>
  and(eq(recoveryCodes.accountKind, account.kind), eq(recoveryCodes.accountId, account.id));

export async function twoFactorRowOf(db: Database, account: Account) {
  const [row] = await db.select().from(twoFactor).where(ofAccount(account));
  return row ?? null;
}

/** True when the account signs in with a code (turned on, not only begun). */
export async function hasTwoFactor(db: Database, account: Account): Promise<boolean> {
  const row = await twoFactorRowOf(db, account);
  return Boolean(row?.confirmedAt);
}

export async function twoFactorStatus(db: Database, account: Account) {
  const row = await twoFactorRowOf(db, account);
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(codesOf(account), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.confirmedAt),
    confirmed_at: row?.confirmedAt?.toISOString() ?? null,
    recovery_codes_left: row?.confirmedAt ? (left?.count ?? 0) : 0,
  };
}

/**
 * A new secret for the app to hold, kept sealed and not yet in force: the sign-in asks for
 * codes only once `confirmSetup` saw the app make one. Beginning again replaces it.
 */
export async function beginSetup(
  deps: Deps,
  account: Account,
  who: { issuer: string; label: string },
) {
  const existing = await twoFactorRowOf(deps.db, account);
  if (existing?.confirmedAt) throw conflict('two_factor_on', t.alreadyOn);
  const secret = newTotpSecret();
  const secretSealed = deps.secrets.seal(secret, secretContext(account));
  await deps.db
    .insert(twoFactor)
    .values({ accountKind: account.kind, accountId: account.id, secretSealed })
    .onConflictDoUpdate({
      target: [twoFactor.accountKind, twoFactor.accountId],
      set: { secretSealed, lastStep: 0, createdAt: deps.now() },
      // A setup confirmed meanwhile (another tab) is not replaced.
      setWhere: isNull(twoFactor.confirmedAt),
    });
  const uri = otpauthUri(secret, who);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_svg: svg };
}

/** New recovery codes in place of the old (used or not); the codes, to show once. */
export async function replaceRecoveryCodes(tx: Database, account: Account): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(codesOf(account));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      accountKind: account.kind,
      accountId: account.id,
      codeHash: recoveryCodeHash(code),
    })),
  );
  return codes;
}

function openSecret(secrets: SecretBox, account: Account, sealed: string) {
  return secrets.open(sealed, secretContext(account));
}

/**
 * The first code from the app turns it on: the step it came from becomes the last used, and
 * ten recovery codes are made, with `andThen` (the audit row) in the same transaction. The
 * codes, to show once.
 */
export async function confirmSetup(
  deps: Deps,
  account: Account,
  code: string,
  andThen: (tx: Database) => Promise<unknown>,
): Promise<string[]> {
  // Counted before the transaction: PGlite has one connection, which the transaction holds.
  await limitCodeAttempts(deps, account);
  return deps.db.transaction(async (tx: Database) => {
    const [row] = await tx.select().from(twoFactor).where(ofAccount(account)).for('update');
    if (row?.confirmedAt) throw conflict('two_factor_on', t.alreadyOn);
    if (!row) throw conflict('two_factor_not_started', t.notStarted);
    const secret = openSecret(deps.secrets, account, row.secretSealed);
    const step = isTotpCode(code) ? totpStep(secret, code, deps.now()) : null;
    if (step === null) throw new ApiError(400, 'invalid_two_factor_code', t.invalidCode);
    await tx
      .update(twoFactor)
      .set({ confirmedAt: deps.now(), lastStep: step })
      .where(ofAccount(account));
    const codes = await replaceRecoveryCodes(tx, account);
    await andThen(tx);
    return codes;
  });
}

async function limitCodeAttempts(deps: Pick<Deps, 'db' | 'now'>, account: Account) {
  await enforceRateLimits(
    deps.db,
    deps.now(),
    [{ key: `two_factor:${account.kind}:${account.id}`, ...CODE_ATTEMPTS }],
    t.tooManyCodes,
  );
}

/**
 * Spends a code of an account whose verification is on: the app's code of now (±1 step) that
 * is past the last one accepted, or an unused recovery code. Each is good once, even when two
 * requests carry it at the same moment (the row's update decides which). False: wrong, used,
 * or verification off.
 */
export async function spendCode(deps: Deps, account: Account, code: string): Promise<boolean> {
  const { db } = deps;
  await limitCodeAttempts(deps, account);
  const row = await twoFactorRowOf(db, account);
  if (!row?.confirmedAt) return false;
  if (isTotpCode(code)) {
    const step = totpStep(openSecret(deps.secrets, account, row.secretSealed), code, deps.now());
    if (step === null) return false;
    const taken = await db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(
        and(
          ofAccount(account),
          isNotNull(twoFactor.confirmedAt),
          sql`${twoFactor.lastStep} < ${step}`,
        ),
      )
      .returning({ step: twoFactor.lastStep });
    return taken.length === 1;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: deps.now() })
    .where(
      and(
        codesOf(account),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** spendCode, refusing with 401 `invalid_two_factor_code` (or 429 past the attempts). */
export async function requireCode(deps: Deps, account: Account, code: string | undefined) {
  if (!code) throw new ApiError(401, 'two_factor_required', t.codeRequired);
  if (!(await spendCode(deps, account, code))) {
    throw new ApiError(401, 'invalid_two_factor_code', t.invalidCode);
  }
}

/** Turns it off: the secret and the recovery codes go (in the caller's transaction). */
export async function removeTwoFactor(tx: Database, account: Account) {
  const gone = await tx.delete(twoFactor).where(ofAccount(account)).returning();
  await tx.delete(recoveryCodes).where(codesOf(account));
  return gone[0] ?? null;
}

/**
 * The password again, with its own limit: a session alone does not change how one signs in
 * (the setup, turning it off). 400 `wrong_password`; 429 past the attempts.
 */
export async function checkPasswordAgain(
  deps: Pick<Deps, 'db' | 'now'>,
  account: Account & { passwordHash: string | null },
  password: string,
) {
  await enforceRateLimits(
    deps.db,
    deps.now(),
    [{ key: `password_check:${account.kind}:${account.id}`, ...PASSWORD_ATTEMPTS }],
    t.tooManyPasswords,
  );
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw new ApiError(400, 'wrong_password', t.wrongPassword);
  }
}
