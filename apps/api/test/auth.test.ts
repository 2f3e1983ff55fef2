import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../src/db/schema/index.ts';
import {
  createCustomer,
  createSeller,
  latestEmail,
  linkToken,
  PASSWORD,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

let clock = new Date('2026-03-02T12:00:00Z');
const { app, db } = await createTestApp({ now: () => clock });
const HOUR = 60 * 60 * 1000;

let store: Awaited<ReturnType<typeof createStore>>;
beforeAll(async () => {
  store = await createStore(db);
});

// A new client address per request, forwarded by the storefront's proxy on loopback (trusted
// in demo mode): these tests are about accounts, not the per-IP limits (rate-limit.test.ts).
let lastOctet = 0;
const post = (path: string, body: unknown, token?: string) =>
  call(app, 'POST', path, {
    storeId: store.id,
    body,
    token,
    headers: { 'X-Forwarded-For': `200.100.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}` },
    remoteAddress: '127.0.0.1',
  });
const login = (kind: 'customers' | 'sellers', email: string, password = PASSWORD) =>
  post(`/${kind}/login`, { email, password });

async function signUpAndActivate(email = uniqueEmail()) {
  await post('/customers/sign-up', { first_name: 'Rita', last_name: 'Alves', email });
  const welcome = await latestEmail(app, store.id, email, 'first_access');
  const res = await post('/customers/create-password', {
    first_access_token: linkToken(welcome.text),
    password: PASSWORD,
  });
  return { email, res, token: linkToken(welcome.text) };
}

describe('customer accounts', () => {
  it('keeps the pre-account draft without a password until the first-access link is used', async () => {
    const email = uniqueEmail();
    const res = await post('/customers/sign-up', { first_name: 'Rita', last_name: 'Alves', email });
    expect(res.status).toBe(202);
    const [draft] = await db.select().from(customers).where(eq(customers.email, email));
    expect(draft).toMatchObject({ firstName: 'Rita', passwordHash: null });
    expect((await login('customers', email)).status).toBe(401);
  });

  it('stores the password as an argon2id hash, never the password', async () => {
    const { email, res } = await signUpAndActivate();
    expect(res.status).toBe(200);
    const [row] = await db.select().from(customers).where(eq(customers.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
  });

  it('keeps only the sha256 of session tokens', async () => {
    const { email } = await signUpAndActivate();
    const res = await login('customers', email);
    const token: string = res.json.access_token;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, res.json.account._id));
    expect(rows.map((row) => row.tokenHash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('uses a first-access link only once', async () => {
    const { token } = await signUpAndActivate();
    const again = await post('/customers/create-password', {
      first_access_token: token,
      password: 'Outra@123',
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      code: 'invalid_token',
      message: 'Este link é inválido ou expirou. Peça um novo.',
    });
  });

  it('refuses a weak password with every rule it breaks (spec §5)', async () => {
    const email = uniqueEmail();
    await post('/customers/sign-up', { first_name: 'Rita', last_name: 'Alves', email });
    const token = linkToken((await latestEmail(app, store.id, email, 'first_access')).text);
    const res = await post('/customers/create-password', {
      first_access_token: token,
      password: 'abc',
    });
    expect(res.status).toBe(400);
    expect(res.json.details.map((issue: { message: string }) => issue.message)).toEqual([
      'A senha deve ter pelo menos 6 caracteres.',
      'A senha deve ter pelo menos uma letra maiúscula.',
      'A senha deve ter pelo menos um número.',
      'A senha deve ter pelo menos um caractere especial.',
    ]);
  });

  it('answers the spec §3 logged customer on /api/validate_user, 401 once logged out', async () => {
    const { email } = await signUpAndActivate();
    const token: string = (await login('customers', email)).json.access_token;
    const valid = await post('/api/validate_user', { access_token: token });
    expect(valid.status).toBe(200);
    expect(Object.keys(valid.json).sort()).toEqual([
      '_id',
      'email',
      'first_name',
      'last_name',
      'store_id',
    ]);
    expect(valid.json).toMatchObject({ email, first_name: 'Rita', store_id: store.id });
    expect((await post('/customers/logout', undefined, token)).status).toBe(200);
    expect((await post('/api/validate_user', { access_token: token })).status).toBe(401);
    expect((await call(app, 'GET', '/customers/me', { storeId: store.id, token })).status).toBe(
      401,
    );
  });

  it('gives the same answer to recover-access whether the e-mail exists or not', async () => {
    const { email } = await signUpAndActivate();
    const stranger = uniqueEmail();
    const known = await post('/customers/recover-access', { email });
    const unknown = await post('/customers/recover-access', { email: stranger });
    expect([known.status, known.json]).toEqual([unknown.status, unknown.json]);
    expect((await latestEmail(app, store.id, email, 'recover_access')).subject).toContain(
      store.name,
    );
    await expect(latestEmail(app, store.id, stranger)).rejects.toThrow();
  });

  it('answers a second sign-up of the same e-mail like the first and mails a recover link', async () => {
    const { email } = await signUpAndActivate();
    const res = await post('/customers/sign-up', {
      first_name: 'Outra',
      last_name: 'Pessoa',
      email,
    });
    expect(res.status).toBe(202);
    const mail = await latestEmail(app, store.id, email, 'recover_access');
    expect(mail.text).toContain('/login/criar-senha/');
  });

  it('recovers access: the new password works, the old one and every old session do not', async () => {
    const { email } = await signUpAndActivate();
    const oldSession: string = (await login('customers', email)).json.access_token;
    await post('/customers/recover-access', { email });
    const token = linkToken((await latestEmail(app, store.id, email, 'recover_access')).text);
    const res = await post('/customers/create-password', {
      first_access_token: token,
      password: 'Nova#2026',
    });
    expect(res.status).toBe(200);
    expect((await login('customers', email)).status).toBe(401);
    expect((await login('customers', email, 'Nova#2026')).status).toBe(200);
    expect((await post('/api/validate_user', { access_token: oldSession })).status).toBe(401);
  });

  it('expires recover links after 2 hours', async () => {
    const { email } = await signUpAndActivate();
    await post('/customers/recover-access', { email });
    const token = linkToken((await latestEmail(app, store.id, email, 'recover_access')).text);
    clock = new Date(clock.getTime() + 2 * HOUR);
    const res = await post('/customers/create-password', {
      first_access_token: token,
      password: 'Nova#2026',
    });
    expect(res.status).toBe(400);
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const { email } = await signUpAndActivate();
    const [a, b] = [
      (await login('customers', email)).json.access_token,
      (await login('customers', email)).json.access_token,
    ];
    const put = (body: unknown) =>
      call(app, 'PUT', '/customers/me/password', { storeId: store.id, token: a, body });
    expect((await put({ current_password: 'Errada@1', new_password: 'Nova#2026' })).json.code).toBe(
      'wrong_password',
    );
    expect((await put({ current_password: PASSWORD, new_password: 'Nova#2026' })).status).toBe(200);
    expect((await post('/api/validate_user', { access_token: a })).status).toBe(200);
    expect((await post('/api/validate_user', { access_token: b })).status).toBe(401);
  });
});

describe('seller accounts', () => {
  it('ends seller sessions after 24 hours (spec §9)', async () => {
    const seller = await createSeller(db, store.id);
    const res = await login('sellers', seller.email);
    expect(new Date(res.json.expires_at).getTime() - clock.getTime()).toBe(24 * HOUR);
    const token: string = res.json.access_token;
    clock = new Date(clock.getTime() + 24 * HOUR - 1000);
    expect((await call(app, 'GET', '/sellers/me', { storeId: store.id, token })).status).toBe(200);
    expect((await post('/api/validate_seller', { access_token: token })).status).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    expect((await call(app, 'GET', '/sellers/me', { storeId: store.id, token })).status).toBe(401);
    expect((await post('/api/validate_seller', { access_token: token })).status).toBe(401);
  });

  it('lets an invited seller create a password from the link recover-access mails', async () => {
    const seller = await createSeller(db, store.id, { withPassword: false });
    expect((await post('/sellers/recover-access', { email: seller.email })).status).toBe(202);
    const mail = await latestEmail(app, store.id, seller.email, 'first_access');
    expect(mail.text).toContain('/vendedor/login/criar-senha/');
    const info = await call(app, 'GET', `/sellers/first-access/${linkToken(mail.text)}`, {
      storeId: store.id,
    });
    expect(info.json).toMatchObject({ email: seller.email, purpose: 'first_access' });
    const res = await post('/sellers/create-password', {
      first_access_token: linkToken(mail.text),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.json.account.email).toBe(seller.email);
  });

  it('logs out at the spec §7 path with only the bearer header', async () => {
    const seller = await createSeller(db, store.id);
    const token: string = (await login('sellers', seller.email)).json.access_token;
    expect((await post('/api/sellers/logout', undefined, token)).status).toBe(200);
    expect((await post('/api/validate_seller', { access_token: token })).status).toBe(401);
    expect((await post('/api/sellers/logout', undefined, token)).status).toBe(401);
  });

  it('does not log a customer in as a seller', async () => {
    const customer = await createCustomer(db, store.id);
    expect((await login('sellers', customer.email)).status).toBe(401);
  });
});
