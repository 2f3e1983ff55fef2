import { STARTER_PAYMENT_RULES } from '@vitrine/domain/payment-rules';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  accountTokens,
  auditLog,
  coupons,
  emailOutbox,
  pages,
  products,
  sellers,
  sessions,
  storeHosts,
  stores,
} from '../src/db/schema/index.ts';
import { DEMO_STORES } from '../src/seed/stores-data.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { officeToken, signUpBody } from './fixtures/sign-up.ts';
import { call, createTestApp } from './harness.ts';

// "Crie sua loja": the slug check and proposal, the sign-up and everything it creates in one
// transaction, each refusal writing nothing, the limits, the e-mail confirmation link, and a
// new store that sells nothing until it opens.

const DOMAIN = 'lojas.vitrine.test';
let clock = new Date('2026-11-29T12:00:00Z');
const { app, db, driver } = await createTestApp({
  now: () => clock,
  config: { PLATFORM_DOMAIN: DOMAIN },
});
beforeEach(() => {
  clock = new Date('2026-11-29T12:00:00Z');
});

let serial = 0;
/** A client address of its own per test, so the per-address limits count only that test. */
const freshIp = () => `198.51.100.${(serial += 1)}`;
const unique = () => `${Date.now().toString(36)}${(serial += 1).toString(36)}`;

const signUp = (body: unknown, ip = freshIp()) =>
  call(app, 'POST', '/platform/stores', { body, remoteAddress: ip });
const check = (slug: string, ip = freshIp()) =>
  call(app, 'GET', `/platform/stores/slug-availability?slug=${encodeURIComponent(slug)}`, {
    remoteAddress: ip,
  });

/** The owner's session as the office gets it: the sign-up's code traded at the new store. */
const ownerToken = (signedUp: {
  json: { store: { _id: string }; office_login: { code: string } };
}) => officeToken(app, signedUp.json.store._id, signedUp.json.office_login.code);

const TABLES = {
  stores,
  storeHosts,
  sellers,
  pages,
  accountTokens,
  emailOutbox,
  sessions,
  auditLog,
};
/** How many rows each table the sign-up writes holds: a refusal must leave them all alone. */
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
}

async function outboxLink(to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'confirm_email')));
  const match = /(http\S+\/vendedor\/confirmar-email\/)([A-Za-z0-9_-]+)/.exec(mail!.text);
  return { base: match![1]!, token: match![2]! };
}

/** Waits until `n` other sessions of the test's PostgreSQL wait for a lock (20 s at most). */
async function waitForLockWaiters(n: number) {
  for (let tries = 0; tries < 400; tries += 1) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${n} sessions ever waited for a lock`);
}

describe('slug availability', () => {
  it('answers a free slug with its host under PLATFORM_DOMAIN', async () => {
    const res = await check('minha-primeira-loja');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      slug: 'minha-primeira-loja',
      host: `minha-primeira-loja.${DOMAIN}`,
      available: true,
      reason: null,
      message: 'Endereço disponível.',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['ab', 'length', 'O endereço deve ter de 3 a 40 caracteres.'],
    ['x'.repeat(41), 'length', 'O endereço deve ter de 3 a 40 caracteres.'],
    ['Minha-Loja', 'characters', 'Use só letras minúsculas sem acento, números e hífen.'],
    ['café', 'characters', 'Use só letras minúsculas sem acento, números e hífen.'],
    ['minha_loja', 'characters', 'Use só letras minúsculas sem acento, números e hífen.'],
    ['xn--loja', 'characters', 'Use só letras minúsculas sem acento, números e hífen.'],
    ['-loja', 'hyphen_edge', 'O endereço não pode começar nem terminar com hífen.'],
    ['loja-', 'hyphen_edge', 'O endereço não pode começar nem terminar com hífen.'],
    ...['www', 'api', 'admin', 'vendedor', 'plataforma', 'mail', 'autodiscover', 'suporte'].map(
      (slug) => [slug, 'reserved', 'Esse endereço é reservado pela plataforma. Escolha outro.'],
    ),
  ])('refuses %j: %s', async (slug, reason, message) => {
    const res = await check(slug);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ available: false, reason, message });
  });

  it("keeps the demo stores' slugs and host labels for them", async () => {
    const names = DEMO_STORES.flatMap((def) => [
      def.row.slug,
      ...def.hosts.filter((host) => host.endsWith('.localhost')).map((h) => h.split('.')[0]!),
    ]);
    expect(names).toEqual(['loja-aurora', 'aurora', 'casa-ipe', 'ipe']);
    for (const slug of names) expect((await check(slug)).json.reason, slug).toBe('reserved');
  });

  it('says "já existe uma loja com esse endereço" for a slug or host a store has, closed or not', async () => {
    const open = await createStore(db);
    const closed = await createStore(db);
    await db.update(stores).set({ status: 'closed' }).where(eq(stores.id, closed.id));
    const byHost = await createStore(db, { hosts: [`so-no-host.${DOMAIN}`] });
    expect(byHost.slug).not.toBe('so-no-host');
    for (const slug of [open.slug, closed.slug, 'so-no-host']) {
      const res = await check(slug);
      expect(res.json, slug).toMatchObject({
        available: false,
        reason: 'taken',
        message: 'Já existe uma loja com esse endereço.',
      });
    }
  });

  it('proposes a slug from the name, accents stripped, and the next free one when taken', async () => {
    const propose = (name: string) =>
      call(app, 'GET', `/platform/stores/slug-proposal?name=${encodeURIComponent(name)}`, {
        remoteAddress: freshIp(),
      });
    const name = `Café São João ${unique()}`;
    const first = await propose(name);
    expect(first.status).toBe(200);
    expect(first.json.slug).toMatch(/^cafe-sao-joao-[a-z0-9]+$/);
    expect(first.json.host).toBe(`${first.json.slug}.${DOMAIN}`);
    const created = await signUp(signUpBody({ store_name: name, slug: first.json.slug }));
    expect(created.status).toBe(201);
    expect((await propose(name)).json.slug).toBe(`${first.json.slug}-2`);
    expect((await propose('Admin')).json.slug).toBe('loja-admin');
  });
});

describe('sign-up', () => {
  it('creates the store as a draft at {slug}.{PLATFORM_DOMAIN} with its owner, rules, draft pages and nothing to sell', async () => {
    const body = signUpBody({ email: `Dona-${unique()}@Exemplo.com.br` });
    const res = await signUp(body);
    expect(res.status).toBe(201);
    const email = body.email.toLowerCase();
    expect(res.json.store).toMatchObject({
      slug: body.slug,
      name: body.store_name,
      host: `${body.slug}.${DOMAIN}`,
      status: 'draft',
    });
    expect(res.json.account).toMatchObject({
      email,
      first_name: 'Ana',
      last_name: 'Beatriz Souza',
      store_id: res.json.store._id,
    });
    expect(res.json.message).toContain(email);
    const storeId = res.json.store._id as string;

    const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
    expect(store).toMatchObject({
      status: 'draft',
      cpf: '39053344705',
      cnpj: '',
      legalName: 'Ana Beatriz Souza',
      email,
      phone: '11912345678',
      paymentDefault: STARTER_PAYMENT_RULES,
    });
    const [owner] = await db.select().from(sellers).where(eq(sellers.storeId, storeId));
    expect(owner).toMatchObject({ role: 'owner', email, emailConfirmedAt: null });

    const drafts = await db.select().from(pages).where(eq(pages.storeId, storeId));
    expect(drafts.map((page) => [page.title, page.published]).sort()).toEqual([
      ['Política de privacidade', false],
      ['Termos de uso', false],
      ['Trocas e devoluções', false],
    ]);
    const exchanges = drafts.find((page) => page.slug === 'trocas-e-devolucoes')!;
    expect(exchanges.html).toContain('7 dias corridos');
    expect(exchanges.html).toContain('art. 49');
    for (const table of [products, coupons]) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(table.storeId, storeId));
      expect(row!.n).toBe(0);
    }
    const [consent] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, storeId), eq(auditLog.action, 'sign_up')));
    expect(consent).toMatchObject({ entity: 'store', sellerId: owner!.id });
    expect(consent!.after).toMatchObject({
      terms_accepted_at: clock.toISOString(),
      privacy_accepted_at: clock.toISOString(),
    });

    // The storefront finds it by its host; the office answers its owner at once.
    const byHost = await call(app, 'GET', `/stores/by-host?host=${body.slug}.${DOMAIN}`);
    expect(byHost.json.data?._id).toBe(storeId);
    const office = await call(app, 'GET', '/settings/pages', {
      storeId,
      token: await ownerToken(res),
    });
    expect(office.status).toBe(200);
    // …and the owner logs in with the password before confirming the e-mail.
    const login = await call(app, 'POST', '/sellers/login', {
      storeId,
      body: { email, password: body.password },
    });
    expect(login.status).toBe(200);
  });

  it('accepts an alphanumeric CNPJ and keeps it upper-cased without its mask', async () => {
    const res = await signUp(signUpBody({ document: '12.abc.345/01de-35' }));
    expect(res.status).toBe(201);
    const [store] = await db.select().from(stores).where(eq(stores.id, res.json.store._id));
    expect(store).toMatchObject({ cnpj: '12ABC34501DE35', cpf: '', legalName: '' });
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a reserved slug', { slug: 'admin' }, 'slug', 'reservado pela plataforma'],
    ['a demo store’s slug', { slug: 'casa-ipe' }, 'slug', 'reservado pela plataforma'],
    ['a malformed slug', { slug: 'Loja da Ana' }, 'slug', 'letras minúsculas'],
    ['a slug ending in a hyphen', { slug: 'loja-ana-' }, 'slug', 'hífen'],
    ['a CPF with wrong check digits', { document: '390.533.447-06' }, 'document', 'CPF inválido.'],
    ['a CNPJ with wrong check digits', { document: '45.231.876/0001-88' }, 'document', 'CNPJ'],
    ['a document of neither length', { document: '1234567' }, 'document', 'CPF ou um CNPJ'],
    ['terms not accepted', { accept_terms: false }, 'accept_terms', 'termos de uso'],
    ['no privacy notice accepted', { accept_privacy: undefined }, 'accept_privacy', 'privacidade'],
    ['a password without a digit', { password: 'Senha@abc' }, 'password', 'um número'],
    ['a password without a symbol', { password: 'Senha123' }, 'password', 'caractere especial'],
    ['a short password', { password: 'S@1a' }, 'password', 'pelo menos 6'],
    ['a name without a surname', { owner_name: 'Ana' }, 'owner_name', 'sobrenome'],
    ['a phone without DDD', { phone: '91234-5678' }, 'phone', 'Telefone inválido.'],
  ];

  it.each(refusals)(
    'refuses %s (400 on the field) and writes nothing',
    async (_, change, path, words) => {
      const before = await rowCounts();
      const res = await signUp(signUpBody(change));
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('validation_error');
      const issues = res.json.details as { path: string; message: string }[];
      expect(
        issues.find((issue) => issue.path === path)?.message,
        JSON.stringify(issues),
      ).toContain(words);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('refuses a slug another store has (409 slug_taken) and writes nothing', async () => {
    const other = await createStore(db);
    const before = await rowCounts();
    const res = await signUp(signUpBody({ slug: other.slug }));
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'slug_taken',
      message: 'Já existe uma loja com esse endereço.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an e-mail that already has an account, saying no more than the login would', async () => {
    const demo = await createStore(db, { name: 'Loja Que Não Se Diz' });
    const seller = await createSeller(db, demo.id, { role: 'sales' });
    const before = await rowCounts();
    const res = await signUp(signUpBody({ email: seller.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      code: 'email_in_use',
      message: 'Este e-mail já tem uma conta na Vitrine. Entre com ele ou recupere o acesso.',
      details: [
        {
          path: 'email',
          message: 'Este e-mail já tem uma conta na Vitrine. Entre com ele ou recupere o acesso.',
        },
      ],
    });
    expect(res.text).not.toContain('Loja Que Não Se Diz');
    expect(res.text).not.toContain(demo.id);
    expect(await rowCounts()).toEqual(before);
  });

  it('gives one e-mail one account when two sign-ups race', async () => {
    const email = `corrida-${unique()}@exemplo.com.br`;
    const race = () => Promise.all([signUp(signUpBody({ email })), signUp(signUpBody({ email }))]);
    let answers: Awaited<ReturnType<typeof race>>;
    if (driver === 'postgres') {
      // Make the race happen: hold the owners' table so neither sign-up can insert its owner
      // until both are waiting (for the table, or for the other's lock on the e-mail).
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`lock table sellers in share row exclusive mode`);
        held();
        await released;
      });
      await holding;
      const racing = race();
      await waitForLockWaiters(2);
      release();
      await holder;
      answers = await racing;
    } else {
      // PGlite runs one transaction at a time on its one connection: the second sees the first.
      answers = await race();
    }
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const [row] = await db.select({ n: count() }).from(sellers).where(eq(sellers.email, email));
    expect(row!.n).toBe(1);
  });

  it('writes nothing when a step fails half-way (one transaction)', async () => {
    // A real failure inside the transaction, after the store, host, owner and session rows:
    // the database refuses the store's pages.
    await db.execute(sql`
      create or replace function test_refuse_pages() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from stores where id = new.store_id and name = 'Loja Que Falha') then
          raise exception 'páginas recusadas pelo teste';
        end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger test_refuse_pages before insert on pages
      for each row execute function test_refuse_pages()`);
    try {
      const body = signUpBody({ store_name: 'Loja Que Falha' });
      const before = await rowCounts();
      const res = await signUp(body);
      expect(res.status).toBe(500);
      expect(await rowCounts()).toEqual(before);
      // Nothing holds the slug or the e-mail: the same person signs up again.
      expect((await check(body.slug)).json.available).toBe(true);
      const again = await signUp({ ...body, store_name: 'Loja Que Deu Certo' });
      expect(again.status).toBe(201);
    } finally {
      await db.execute(sql`drop trigger test_refuse_pages on pages`);
      await db.execute(sql`drop function test_refuse_pages()`);
    }
  });
});

describe('limits', () => {
  it('allows 3 sign-ups per e-mail an hour, then 429 with Retry-After', async () => {
    const email = `limite-${unique()}@exemplo.com.br`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signUp(signUpBody({ email }))).status);
    expect(statuses).toEqual([201, 409, 409, 429]);
    const res = await signUp(signUpBody({ email }));
    expect(res.json.code).toBe('too_many_requests');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await signUp(signUpBody({ email }))).status).toBe(409);
  });

  it('allows 10 sign-ups per client address an hour, whatever the e-mails', async () => {
    const ip = freshIp();
    const taken = (await createStore(db)).slug;
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await signUp(signUpBody({ slug: taken }), ip)).status);
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
    expect((await signUp(signUpBody({ slug: taken }))).status).toBe(409);
  });

  it('allows 120 slug checks per client address in 10 minutes, proposals included', async () => {
    const ip = freshIp();
    for (let i = 0; i < 119; i += 1) expect((await check(`loja-${i}-teste`, ip)).status).toBe(200);
    const proposal = await call(app, 'GET', '/platform/stores/slug-proposal?name=Ana', {
      remoteAddress: ip,
    });
    expect(proposal.status).toBe(200);
    const over = await check('loja-demais', ip);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(
      'Muitas consultas de endereço. Aguarde um pouco e tente novamente.',
    );
    expect((await check('loja-demais')).status).toBe(200);
  });
});

describe('e-mail confirmation', () => {
  async function newStore() {
    const body = signUpBody();
    const res = await signUp(body);
    expect(res.status).toBe(201);
    return { body, storeId: res.json.store._id as string, token: await ownerToken(res) };
  }
  const confirm = (storeId: string, token: string) =>
    call(app, 'POST', '/sellers/confirm-email', { storeId, body: { token } });
  const confirmedAt = async (storeId: string) =>
    (await db.select().from(sellers).where(eq(sellers.storeId, storeId)))[0]!.emailConfirmedAt;

  it("sends a link to the store's office that confirms once", async () => {
    const { body, storeId } = await newStore();
    const link = await outboxLink(body.email);
    expect(link.base).toBe(`http://${body.slug}.${DOMAIN}:3001/vendedor/confirmar-email/`);
    const first = await confirm(storeId, link.token);
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('E-mail confirmado. Obrigado!');
    expect(await confirmedAt(storeId)).toEqual(clock);
    const second = await confirm(storeId, link.token);
    expect(second.status).toBe(400);
    expect(second.json.code).toBe('invalid_token');
  });

  it('expires after 48 hours', async () => {
    const { body, storeId } = await newStore();
    const { token } = await outboxLink(body.email);
    clock = new Date(clock.getTime() + 48 * 60 * 60 * 1000 + 1);
    const res = await confirm(storeId, token);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('já foi usado ou expirou');
    expect(await confirmedAt(storeId)).toBeNull();
  });

  it("is refused under another store's header, and never sets a password", async () => {
    const { body, storeId } = await newStore();
    const { token } = await outboxLink(body.email);
    const other = await createStore(db);
    expect((await confirm(other.id, token)).status).toBe(400);
    const asPassword = await call(app, 'POST', '/sellers/create-password', {
      storeId,
      body: { first_access_token: token, password: 'Outra@123' },
    });
    expect(asPassword.status).toBe(400);
    const peek = await call(app, 'GET', `/sellers/first-access/${token}`, { storeId });
    expect(peek.status).toBe(404);
    // Neither used it up: the owner still confirms with it.
    expect((await confirm(storeId, token)).status).toBe(200);
  });
});

describe('the hand-off to the office', () => {
  const exchange = (storeId: string, code: string) =>
    call(app, 'POST', '/sellers/login-code', { storeId, body: { code } });

  it('answers the sign-up with a login code for the new store’s office, never a session token', async () => {
    const sessionsBefore = (await rowCounts()).sessions;
    const body = signUpBody();
    const res = await signUp(body);
    expect(res.status).toBe(201);
    expect(res.json).not.toHaveProperty('access_token');
    expect(res.text).not.toMatch(/access_token|expires_at":"[^"]*","account/);
    // Signing up opens no session: only the office's trade of the code will.
    expect((await rowCounts()).sessions).toBe(sessionsBefore);
    expect(res.json.store.url).toBe(`http://${body.slug}.${DOMAIN}:3000/`);
    expect(res.json.office_login).toEqual({
      url: `http://${body.slug}.${DOMAIN}:3001/vendedor/entrar`,
      code: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      expires_at: new Date(clock.getTime() + 5 * 60 * 1000).toISOString(),
    });
    // Only its hash is kept, as every other one-time link's.
    const [row] = await db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.storeId, res.json.store._id),
          eq(accountTokens.purpose, 'office_login'),
        ),
      );
    expect(row!.tokenHash).not.toContain(res.json.office_login.code);
  });

  it('trades the code once for the owner’s session at the new store', async () => {
    const res = await signUp(signUpBody());
    const storeId = res.json.store._id as string;
    const first = await exchange(storeId, res.json.office_login.code);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json.account).toMatchObject({ email: res.json.account.email, store_id: storeId });
    const mine = await call(app, 'GET', '/sellers/me/store', {
      storeId,
      token: first.json.access_token,
    });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({
      store: res.json.store,
      seller: { email: res.json.account.email, email_confirmed: false },
    });
    const again = await exchange(storeId, res.json.office_login.code);
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      code: 'invalid_token',
      message:
        'Este acesso ao painel já foi usado ou expirou. Entre com o e-mail e a senha que você cadastrou.',
    });
  });

  it('expires after 5 minutes', async () => {
    const res = await signUp(signUpBody());
    clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1);
    const late = await exchange(res.json.store._id, res.json.office_login.code);
    expect(late.status).toBe(400);
    expect(late.json.code).toBe('invalid_token');
  });

  it("is refused at another store's host, and left usable at its own", async () => {
    const res = await signUp(signUpBody());
    const other = await signUp(signUpBody());
    const code = res.json.office_login.code as string;
    for (const storeId of [other.json.store._id as string, (await createStore(db)).id]) {
      const refused = await exchange(storeId, code);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('invalid_token');
    }
    expect((await exchange(res.json.store._id, code)).status).toBe(200);
  });

  it('is no password link nor an e-mail confirmation', async () => {
    const res = await signUp(signUpBody());
    const storeId = res.json.store._id as string;
    const code = res.json.office_login.code as string;
    const asPassword = await call(app, 'POST', '/sellers/create-password', {
      storeId,
      body: { first_access_token: code, password: 'Outra@123' },
    });
    expect(asPassword.status).toBe(400);
    const asConfirmation = await call(app, 'POST', '/sellers/confirm-email', {
      storeId,
      body: { token: code },
    });
    expect(asConfirmation.status).toBe(400);
    expect((await exchange(storeId, code)).status).toBe(200);
  });

  it('says a confirmed e-mail in the seller’s store', async () => {
    const body = signUpBody();
    const res = await signUp(body);
    const storeId = res.json.store._id as string;
    const token = await ownerToken(res);
    const { token: link } = await outboxLink(body.email);
    await call(app, 'POST', '/sellers/confirm-email', { storeId, body: { token: link } });
    const mine = await call(app, 'GET', '/sellers/me/store', { storeId, token });
    expect(mine.json.seller.email_confirmed).toBe(true);
    expect((await call(app, 'GET', '/sellers/me/store', { storeId })).status).toBe(401);
  });
});

describe('a new confirmation link', () => {
  it('sends one on request (the earlier stops working), refuses once confirmed, and limits to 3 an hour', async () => {
    const body = signUpBody();
    const created = await signUp(body);
    const storeId = created.json.store._id as string;
    const as = { storeId, token: await ownerToken(created) };
    const first = await outboxLink(body.email);
    const resent = await call(app, 'POST', '/sellers/me/email-confirmation', as);
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe(`Enviamos um novo link de confirmação para ${body.email}.`);
    const links = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, body.email), eq(emailOutbox.template, 'confirm_email')))
      .orderBy(emailOutbox.createdAt);
    expect(links).toHaveLength(2);
    const second = /confirmar-email\/([A-Za-z0-9_-]+)/.exec(links[1]!.text)![1]!;
    expect(second).not.toBe(first.token);
    const confirm = (token: string) =>
      call(app, 'POST', '/sellers/confirm-email', { storeId, body: { token } });
    expect((await confirm(first.token)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
    const again = await call(app, 'POST', '/sellers/me/email-confirmation', as);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('email_already_confirmed');
    // Another store's owner has a limit of their own: 3 an hour.
    const other = await signUp(signUpBody());
    const asOther = { storeId: other.json.store._id, token: await ownerToken(other) };
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await call(app, 'POST', '/sellers/me/email-confirmation', asOther)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('a store not open', () => {
  it.each(['draft', 'paused', 'closed'] as const)(
    'refuses to place an order in a %s store (409 store_not_open)',
    async (status) => {
      const { store: signedUp } = (await signUp(signUpBody())).json;
      const storeId = signedUp._id as string;
      const product = await createProduct(db, storeId, { name: 'Vaso de barro' });
      const customer = await createCustomer(db, storeId);
      const address = await createAddress(db, storeId, customer.id);
      const token = await sessionFor(db, 'customer', customer);
      const variation = product.variations[0]!.code;
      // A cart filled while the store was open (a store not open refuses the add itself:
      // test/store-status.test.ts), then the store leaves `open`.
      await db.update(stores).set({ status: 'open' }).where(eq(stores.id, storeId));
      await addToCart(app, { storeId, token, code: product.code, variation });
      await db.update(stores).set({ status }).where(eq(stores.id, storeId));
      const res = await call(app, 'POST', '/orders', {
        storeId,
        token,
        body: { payment_method: 'pix', address_id: address.id },
      });
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ code: 'store_not_open', details: { status } });
      // Once open (with a way to receive pix), the same cart becomes an order.
      await db
        .update(stores)
        .set({ status: 'open', pixKey: 'pix@loja.test' })
        .where(eq(stores.id, storeId));
      const open = await call(app, 'POST', '/orders', {
        storeId,
        token,
        body: { payment_method: 'pix', address_id: address.id },
      });
      expect(open.status, open.text).toBe(201);
    },
  );
});
