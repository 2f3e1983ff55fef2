import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, sellers, sessions } from '../src/db/schema/index.ts';
import {
  createSeller,
  latestEmail,
  linkToken,
  sessionFor,
  uniqueEmail,
} from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Seller roles (owner / admin / sales) and the owner's team: what each role may call, the
// invitation through the first-access link, role changes, removals ending sessions, the last
// owner, and tenant isolation.

const { app, db } = await createTestApp();

async function storeWithTeam(name: string) {
  const store = await createStore(db, { name });
  const member = async (role: 'owner' | 'admin' | 'sales') => {
    const seller = await createSeller(db, store.id, { role });
    return { seller, token: await sessionFor(db, 'seller', seller) };
  };
  return {
    store,
    owner: await member('owner'),
    admin: await member('admin'),
    sales: await member('sales'),
  };
}

const aurora = await storeWithTeam('Aurora Equipe');
const ipe = await storeWithTeam('Ipê Equipe');

const as = (who: { token: string }, method: string, path: string, body?: unknown) =>
  call(app, method, path, { storeId: aurora.store.id, token: who.token, body });

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of the document under the gated areas: catalog, spreadsheet, uploads, settings, coupons, history, team. */
async function gatedRoutes() {
  const doc = (await call(app, 'GET', '/openapi.json')).json as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) =>
        // `/store/…` is the store's life; `/store-preview/…` is any seller's (a look at the store).
        /^\/(catalog|team|settings|history|coupons|store)(\/|$)/.test(path)
          ? true
          : path === '/images' && method === 'post',
      )
      .map((method) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, ANY_ID),
      })),
  );
}

async function auditOf(entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'seller'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);
}

describe('what each role may call', () => {
  it('refuses a sales seller every catalog, spreadsheet, upload, settings, coupon, history, team and store-life route, with 403 role_forbidden', async () => {
    const routes = await gatedRoutes();
    // The document lists them all: a new catalog route is checked without touching this test.
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', path: '/images' });
    expect(routes).toContainEqual({ method: 'GET', path: '/catalog/export' });
    expect(routes).toContainEqual({ method: 'DELETE', path: `/team/sellers/${ANY_ID}` });
    expect(routes).toContainEqual({ method: 'PUT', path: '/settings/identity' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/settings/payment-rules' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/settings/freight/table.csv' });
    expect(routes).toContainEqual({ method: 'POST', path: '/settings/freight/test' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/settings/payments' });
    expect(routes).toContainEqual({ method: 'POST', path: '/settings/payments/test' });
    expect(routes).toContainEqual({ method: 'POST', path: '/settings/banners' });
    expect(routes).toContainEqual({ method: 'POST', path: '/settings/banners/order' });
    expect(routes).toContainEqual({ method: 'GET', path: '/history' });
    expect(routes).toContainEqual({ method: 'POST', path: '/coupons' });
    expect(routes).toContainEqual({ method: 'PATCH', path: `/coupons/${ANY_ID}/status` });
    expect(routes).toContainEqual({ method: 'PUT', path: '/settings/legal-data' });
    expect(routes).toContainEqual({ method: 'GET', path: '/store/checklist' });
    expect(routes).toContainEqual({ method: 'POST', path: '/store/close' });
    for (const { method, path } of routes) {
      const res = await as(aurora.sales, method, path, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code, `${method} ${path}`).toBe('role_forbidden');
      expect(res.json.message).toMatch(/permissão|dono da loja/);
    }
  });

  it('lets a sales seller read sales and their own data, with their role', async () => {
    for (const path of ['/sales', '/sales/overview', '/sales/export']) {
      expect((await as(aurora.sales, 'GET', path)).status, path).toBe(200);
    }
    const me = await as(aurora.sales, 'GET', '/sellers/me');
    expect(me.json).toMatchObject({ _id: aurora.sales.seller.id, role: 'sales' });
  });

  it('lets an administrator run the catalog but not the team', async () => {
    expect((await as(aurora.admin, 'GET', '/catalog/products')).status).toBe(200);
    const created = await as(aurora.admin, 'POST', '/catalog/categories', {
      kind: 'product',
      name: 'Feito pelo administrador',
    });
    expect(created.status).toBe(201);
    const team = await as(aurora.admin, 'GET', '/team/sellers');
    expect(team.status).toBe(403);
    expect(team.json).toMatchObject({
      code: 'role_forbidden',
      message: 'Só o dono da loja pode gerenciar a equipe.',
    });
  });

  it('lets an owner run the catalog and list the team', async () => {
    expect((await as(aurora.owner, 'GET', '/catalog/products')).status).toBe(200);
    const team = await as(aurora.owner, 'GET', '/team/sellers');
    expect(team.status).toBe(200);
    expect(
      team.json.items.map((m: { _id: string; role: string; is_me: boolean }) => [
        m._id,
        m.role,
        m.is_me,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [aurora.owner.seller.id, 'owner', true],
        [aurora.admin.seller.id, 'admin', false],
        [aurora.sales.seller.id, 'sales', false],
      ]),
    );
  });
});

describe('the team', () => {
  it('invites a seller by e-mail: the first-access link creates the password and signs in with the role', async () => {
    const email = uniqueEmail('convidada');
    const invited = await as(aurora.owner, 'POST', '/team/sellers', {
      first_name: 'Joana',
      last_name: 'Reis',
      email: email.toUpperCase(),
      role: 'sales',
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ email, role: 'sales', status: 'invited', is_me: false });
    expect(
      (await auditOf(invited.json._id)).map((row) => [row.action, row.sellerId, row.after]),
    ).toEqual([
      [
        'invite',
        aurora.owner.seller.id,
        { email, first_name: 'Joana', last_name: 'Reis', role: 'sales' },
      ],
    ]);

    const sent = await vi.waitFor(() => latestEmail(app, aurora.store.id, email, 'first_access'));
    expect(sent.text).toContain('/vendedor/login/criar-senha/');
    const login = await call(app, 'POST', '/sellers/create-password', {
      storeId: aurora.store.id,
      body: { first_access_token: linkToken(sent.text), password: 'Equipe@2026' },
    });
    expect(login.status).toBe(200);
    const joana = { token: login.json.access_token as string };
    expect((await as(joana, 'GET', '/sellers/me')).json.role).toBe('sales');
    expect((await as(joana, 'GET', '/catalog/products')).status).toBe(403);
    expect((await as(joana, 'GET', '/sales')).status).toBe(200);

    const again = await as(aurora.owner, 'POST', '/team/sellers', {
      first_name: 'Outra',
      last_name: 'Pessoa',
      email,
      role: 'admin',
    });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'seller_exists',
      details: [{ path: 'email', message: 'Já existe um vendedor com este e-mail nesta loja.' }],
    });
  });

  it('refuses an invitation with an unknown role or a bad e-mail, in pt-BR', async () => {
    const bad = await as(aurora.owner, 'POST', '/team/sellers', {
      first_name: 'Zé',
      last_name: 'Silva',
      email: 'não é e-mail',
      role: 'superuser',
    });
    expect(bad.status).toBe(400);
    const paths = (bad.json.details as { path: string }[]).map((issue) => issue.path).sort();
    expect(paths).toEqual(['email', 'role']);
  });

  it('applies a role change at the seller’s next request, on the session they already have', async () => {
    const seller = await createSeller(db, aurora.store.id, { role: 'sales' });
    const session = { token: await sessionFor(db, 'seller', seller) };
    expect((await as(session, 'GET', '/catalog/products')).status).toBe(403);

    const changed = await as(aurora.owner, 'PATCH', `/team/sellers/${seller.id}`, {
      role: 'admin',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.role).toBe('admin');
    expect((await as(session, 'GET', '/catalog/products')).status).toBe(200);
    const audit = await auditOf(seller.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['role', { role: 'sales' }, { role: 'admin' }],
    ]);

    await as(aurora.owner, 'PATCH', `/team/sellers/${seller.id}`, { role: 'sales' });
    expect((await as(session, 'GET', '/catalog/products')).status).toBe(403);
  });

  it('removes a seller: their sessions end at once, the removal is audited, the e-mail is free again', async () => {
    const seller = await createSeller(db, aurora.store.id, { role: 'admin' });
    const first = { token: await sessionFor(db, 'seller', seller) };
    const second = { token: await sessionFor(db, 'seller', seller) };
    expect((await as(first, 'GET', '/sales')).status).toBe(200);

    const removed = await as(aurora.owner, 'DELETE', `/team/sellers/${seller.id}`);
    expect(removed.status).toBe(204);
    for (const session of [first, second]) {
      expect((await as(session, 'GET', '/sales')).status).toBe(401);
      expect((await as(session, 'GET', '/sellers/me')).status).toBe(401);
      const validate = await call(app, 'POST', '/api/validate_seller', {
        storeId: aurora.store.id,
        body: { access_token: session.token },
      });
      expect(validate.status).toBe(401);
    }
    const live = await db.select().from(sessions).where(eq(sessions.accountId, seller.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    expect(await db.select().from(sellers).where(eq(sellers.id, seller.id))).toEqual([]);
    const audit = await auditOf(seller.id);
    expect(audit.map((row) => [row.action, row.sellerId, row.before, row.after])).toEqual([
      [
        'remove',
        aurora.owner.seller.id,
        { email: seller.email, first_name: 'Carlos', last_name: 'Lima', role: 'admin' },
        null,
      ],
    ]);
    const reinvited = await as(aurora.owner, 'POST', '/team/sellers', {
      first_name: 'Carlos',
      last_name: 'Lima',
      email: seller.email,
      role: 'sales',
    });
    expect(reinvited.status).toBe(201);
  });

  it('keeps an owner: no removing oneself, no demoting the last owner', async () => {
    const store = await createStore(db, { name: 'Dono único' });
    const owner = await createSeller(db, store.id, { role: 'owner' });
    const me = { token: await sessionFor(db, 'seller', owner) };
    const here = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token: me.token, body });

    const self = await here('DELETE', `/team/sellers/${owner.id}`);
    expect(self.status).toBe(409);
    expect(self.json).toMatchObject({ code: 'cannot_remove_self' });
    const demote = await here('PATCH', `/team/sellers/${owner.id}`, { role: 'admin' });
    expect(demote.status).toBe(409);
    expect(demote.json.code).toBe('last_owner');
    expect(demote.json.message).toMatch(/pelo menos um dono/);

    // With a second owner, one may step down; then the other is the last and stays.
    const other = await createSeller(db, store.id, { role: 'owner' });
    const otherSession = { token: await sessionFor(db, 'seller', other) };
    expect((await here('PATCH', `/team/sellers/${owner.id}`, { role: 'admin' })).status).toBe(200);
    expect((await here('GET', '/team/sellers')).status).toBe(403);
    const last = await call(app, 'PATCH', `/team/sellers/${other.id}`, {
      storeId: store.id,
      token: otherSession.token,
      body: { role: 'sales' },
    });
    expect(last.json.code).toBe('last_owner');
    const owners = await db
      .select()
      .from(sellers)
      .where(and(eq(sellers.storeId, store.id), eq(sellers.role, 'owner')));
    expect(owners.map((row) => row.id)).toEqual([other.id]);
  });

  it('two owners demoting each other at once leave one owner', async () => {
    const store = await createStore(db, { name: 'Dois donos' });
    const [a, b] = [
      await createSeller(db, store.id, { role: 'owner' }),
      await createSeller(db, store.id, { role: 'owner' }),
    ];
    const [ta, tb] = [await sessionFor(db, 'seller', a!), await sessionFor(db, 'seller', b!)];
    const results = await Promise.all([
      call(app, 'PATCH', `/team/sellers/${b!.id}`, {
        storeId: store.id,
        token: ta,
        body: { role: 'sales' },
      }),
      call(app, 'PATCH', `/team/sellers/${a!.id}`, {
        storeId: store.id,
        token: tb,
        body: { role: 'sales' },
      }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 403].sort());
    const owners = await db
      .select()
      .from(sellers)
      .where(and(eq(sellers.storeId, store.id), eq(sellers.role, 'owner')));
    expect(owners).toHaveLength(1);
  });
});

describe('team tenant isolation', () => {
  it('an owner of one store cannot see, change or remove a seller of another', async () => {
    const target = ipe.sales.seller.id;
    const listed = await as(aurora.owner, 'GET', '/team/sellers');
    expect(listed.json.items.map((m: { _id: string }) => m._id)).not.toContain(target);
    const change = await as(aurora.owner, 'PATCH', `/team/sellers/${target}`, { role: 'owner' });
    expect(change.status).toBe(404);
    expect(change.json.code).toBe('seller_not_found');
    expect((await as(aurora.owner, 'DELETE', `/team/sellers/${target}`)).status).toBe(404);
    const [row] = await db.select().from(sellers).where(eq(sellers.id, target));
    expect(row?.role).toBe('sales');
    // The owner's token on the other store's header is another store's session: refused.
    const crossed = await call(app, 'GET', '/team/sellers', {
      storeId: ipe.store.id,
      token: aurora.owner.token,
    });
    expect(crossed.status).toBe(403);
    expect(
      (await call(app, 'GET', '/team/sellers', { storeId: ipe.store.id, token: ipe.owner.token }))
        .json.items,
    ).toHaveLength(3);
  });
});
