import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, twoFactor } from '../src/db/schema/index.ts';
import { issueAccountToken } from '../src/features/auth/account-tokens.ts';
import { totpCode } from '../src/lib/two-factor/totp.ts';
import { createSeller, PASSWORD, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Two-step verification of a seller's sign-in (TOTP, RFC 6238): turned on with a first code
// from the app, asked at every login after the password, each code good once, attempts
// limited, off only with the password and a code; the owner may require it of the team.

let clock = new Date('2026-11-30T12:00:00.000Z');
const { app, db } = await createTestApp({ now: () => clock });
/** Past every fixed window of the login and code limits (15 minutes). */
const nextWindow = () => (clock = new Date(clock.getTime() + 16 * 60_000));
const STEP = 30_000;

type Seller = Awaited<ReturnType<typeof createSeller>>;

async function sellerWithSession(role: 'owner' | 'admin' | 'sales' = 'owner', storeId?: string) {
  const store = storeId ? { id: storeId } : await createStore(db);
  const seller = await createSeller(db, store.id, { role });
  const token = await sessionFor(db, 'seller', seller, clock);
  const as = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { storeId: store.id, token, body });
  return { storeId: store.id, seller, token, as };
}

/** Setup and confirmation through the routes; the secret the app would hold, and the codes. */
async function turnOn(as: Awaited<ReturnType<typeof sellerWithSession>>['as']) {
  const setup = await as('POST', '/sellers/me/two-factor/setup', { password: PASSWORD });
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.json.secret as string;
  const confirmed = await as('POST', '/sellers/me/two-factor/confirm', {
    code: totpCode(secret, clock),
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret, recovery: confirmed.json.recovery_codes as string[] };
}

const login = (storeId: string, seller: Seller, code?: string) =>
  call(app, 'POST', '/sellers/login', {
    storeId,
    body: { email: seller.email, password: PASSWORD, ...(code === undefined ? {} : { code }) },
  });

describe('turning two-step verification on', () => {
  it('asks the password, gives a QR code of the otpauth URI, and is on only after a first code', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const wrong = await as('POST', '/sellers/me/two-factor/setup', { password: 'outra-senha' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('wrong_password');

    const setup = await as('POST', '/sellers/me/two-factor/setup', { password: PASSWORD });
    expect(setup.status, setup.text).toBe(200);
    const { secret, otpauth_uri: uri, qr_svg: svg } = setup.json;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.host).toBe('totp');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(parsed.pathname)).toContain(seller.email);
    expect(svg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);

    // Begun, not on: the login does not ask a code yet, and the secret is kept sealed.
    expect((await login(storeId, seller)).status).toBe(200);
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.accountId, seller.id));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.secretSealed).not.toContain(secret);

    const badCode = await as('POST', '/sellers/me/two-factor/confirm', { code: '000000' });
    expect(badCode.status).toBe(400);
    expect(badCode.json.code).toBe('invalid_two_factor_code');

    const confirmed = await as('POST', '/sellers/me/two-factor/confirm', {
      code: totpCode(secret, clock),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    const codes = confirmed.json.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept.
    const kept = await db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, seller.id));
    expect(kept).toHaveLength(10);
    expect(kept.map((code) => code.codeHash)).not.toContain(codes[0]);

    const status = await as('GET', '/sellers/me/two-factor');
    expect(status.json).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
      required_by_store: false,
    });
    const again = await as('POST', '/sellers/me/two-factor/setup', { password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('two_factor_on');

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, seller.id), eq(auditLog.action, 'two_factor_on')));
    expect(audit).toMatchObject({ sellerId: seller.id, after: { two_factor: true } });
  });
});

describe('signing in with a code', () => {
  it('asks the code after the right password, takes each code once, and a recovery code once', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const { secret, recovery } = await turnOn(as);

    // A wrong password says nothing of the second step.
    const wrongPassword = await call(app, 'POST', '/sellers/login', {
      storeId,
      body: { email: seller.email, password: 'errada-123' },
    });
    expect(wrongPassword.json.code).toBe('invalid_credentials');
    const noCode = await login(storeId, seller);
    expect(noCode.status).toBe(401);
    expect(noCode.json.code).toBe('two_factor_required');
    expect(noCode.json.access_token).toBeUndefined();
    const wrongCode = await login(storeId, seller, '123456');
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.json.code).toBe('invalid_two_factor_code');

    // The step after the one the confirmation used: a new code.
    clock = new Date(clock.getTime() + STEP);
    const code = totpCode(secret, clock);
    const ok = await login(storeId, seller, code);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.access_token).toEqual(expect.any(String));
    // The same code again, still inside its window: refused (replay).
    const replay = await login(storeId, seller, code);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('invalid_two_factor_code');

    nextWindow();
    // A recovery code, typed in capitals without its dash: good once.
    const typed = recovery[0]!.replace('-', '').toUpperCase();
    expect((await login(storeId, seller, typed)).status).toBe(200);
    const reused = await login(storeId, seller, recovery[0]!);
    expect(reused.json.code).toBe('invalid_two_factor_code');
    expect((await as('GET', '/sellers/me/two-factor')).json.recovery_codes_left).toBe(9);
  });

  it('lets one of two sign-ins carrying the same code at once through, never both', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const { secret } = await turnOn(as);
    clock = new Date(clock.getTime() + STEP);
    const code = totpCode(secret, clock);
    const answers = await Promise.all([
      login(storeId, seller, code),
      login(storeId, seller, code),
      login(storeId, seller, code),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses every code past five tries in 15 minutes, the right one too (brute force)', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const { secret } = await turnOn(as);
    nextWindow();
    // Different passwords' limit aside: each try here has the right password.
    for (const guess of ['111111', '222222', '333333', '444444', '555555']) {
      expect((await login(storeId, seller, guess)).json.code).toBe('invalid_two_factor_code');
    }
    const right = await login(storeId, seller, totpCode(secret, clock));
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    nextWindow();
    expect((await login(storeId, seller, totpCode(secret, clock))).status).toBe(200);
  });

  it('a password recovered by e-mail still needs the code to get in', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const { secret } = await turnOn(as);
    const token = await issueAccountToken(db, {
      storeId,
      kind: 'seller',
      purpose: 'recover',
      accountId: seller.id,
      now: clock,
    });
    const created = await call(app, 'POST', '/sellers/create-password', {
      storeId,
      body: { first_access_token: token, password: 'Nova@Senha456' },
    });
    expect(created.status).toBe(401);
    expect(created.json.code).toBe('two_factor_required');
    expect(created.json.access_token).toBeUndefined();
    clock = new Date(clock.getTime() + STEP);
    const withCode = await call(app, 'POST', '/sellers/login', {
      storeId,
      body: { email: seller.email, password: 'Nova@Senha456', code: totpCode(secret, clock) },
    });
    expect(withCode.status, withCode.text).toBe(200);
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs both the password and a code; new codes replace the old', async () => {
    nextWindow();
    const { storeId, seller, as } = await sellerWithSession();
    const { secret, recovery } = await turnOn(as);
    clock = new Date(clock.getTime() + STEP);
    const fresh = await as('POST', '/sellers/me/two-factor/recovery-codes', {
      code: totpCode(secret, clock),
    });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.json.recovery_codes).toHaveLength(10);
    nextWindow();
    expect((await login(storeId, seller, recovery[1]!)).json.code).toBe('invalid_two_factor_code');

    const wrongPassword = await as('POST', '/sellers/me/two-factor/disable', {
      password: 'errada',
      code: totpCode(secret, clock),
    });
    expect(wrongPassword.json.code).toBe('wrong_password');
    const wrongCode = await as('POST', '/sellers/me/two-factor/disable', {
      password: PASSWORD,
      code: '000000',
    });
    expect(wrongCode.json.code).toBe('invalid_two_factor_code');
    const off = await as('POST', '/sellers/me/two-factor/disable', {
      password: PASSWORD,
      code: fresh.json.recovery_codes[0],
    });
    expect(off.status, off.text).toBe(200);
    expect((await login(storeId, seller)).status).toBe(200);
    expect(
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, seller.id)),
    ).toEqual([]);
  });
});

describe('the owner requires it of the team', () => {
  it('holds back a seller without it to where it is turned on, at once, and keeps it on', async () => {
    nextWindow();
    const owner = await sellerWithSession('owner');
    const admin = await sellerWithSession('admin', owner.storeId);
    const sales = await sellerWithSession('sales', owner.storeId);

    const first = await owner.as('PUT', '/team/two-factor', { required: true });
    expect(first.status).toBe(409);
    expect(first.json.code).toBe('two_factor_owner_first');
    const byAdmin = await admin.as('PUT', '/team/two-factor', { required: true });
    expect(byAdmin.json.code).toBe('role_forbidden');

    const { secret } = await turnOn(owner.as);
    const required = await owner.as('PUT', '/team/two-factor', { required: true });
    expect(required.status, required.text).toBe(200);
    const team = await owner.as('GET', '/team/sellers');
    expect(team.json.two_factor_required).toBe(true);
    const flags = Object.fromEntries(
      team.json.items.map((m: { _id: string; two_factor: boolean }) => [m._id, m.two_factor]),
    );
    expect(flags).toEqual({
      [owner.seller.id]: true,
      [admin.seller.id]: false,
      [sales.seller.id]: false,
    });

    // The sales seller's session, made before the choice: held back on its next request.
    const held = await sales.as('GET', '/sales');
    expect(held.status).toBe(403);
    expect(held.json.code).toBe('two_factor_setup_required');
    const catalog = await admin.as('GET', '/catalog/products');
    expect(catalog.json.code).toBe('two_factor_setup_required');
    const profile = await sales.as('GET', '/sellers/me');
    expect(profile.status).toBe(200);
    expect(profile.json.two_factor_setup_required).toBe(true);
    expect((await owner.as('GET', '/sellers/me')).json.two_factor_setup_required).toBe(false);

    await turnOn(sales.as);
    expect((await sales.as('GET', '/sales')).status).toBe(200);
    expect((await sales.as('GET', '/sellers/me')).json.two_factor_setup_required).toBe(false);

    // Required: nobody turns it off, the owner included.
    clock = new Date(clock.getTime() + STEP);
    const off = await owner.as('POST', '/sellers/me/two-factor/disable', {
      password: PASSWORD,
      code: totpCode(secret, clock),
    });
    expect(off.json.code).toBe('two_factor_required_by_store');

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.storeId), eq(auditLog.entity, 'store')));
    expect(audit).toMatchObject({
      sellerId: owner.seller.id,
      before: { require_two_factor: false },
      after: { require_two_factor: true },
    });
  });

  it('removing a seller removes their authenticator secret and codes', async () => {
    nextWindow();
    const owner = await sellerWithSession('owner');
    const admin = await sellerWithSession('admin', owner.storeId);
    await turnOn(admin.as);
    const removed = await owner.as('DELETE', `/team/sellers/${admin.seller.id}`);
    expect(removed.status).toBe(204);
    expect(
      await db.select().from(twoFactor).where(eq(twoFactor.accountId, admin.seller.id)),
    ).toEqual([]);
    expect(
      await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, admin.seller.id)),
    ).toEqual([]);
  });
});
