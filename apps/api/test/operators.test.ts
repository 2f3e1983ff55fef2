import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, operatorActions } from '../src/db/schema/index.ts';
import { createOperator } from '../src/features/operators/create.ts';
import { totpCode } from '../src/lib/two-factor/totp.ts';
import { createCustomer, createSeller, PASSWORD, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { insertSale } from './fixtures/sales.ts';
import { call, createTestApp } from './harness.ts';

// The platform's operator console over the real API: operators (made by the command's code,
// never a route) sign in with the password and always a code; they list every store with its
// figures and suspend one: its shoppers get nothing, its sellers read and write nothing, its
// owners get the reason by e-mail; reactivated, all returns. Sellers and shoppers open none
// of it.

let clock = new Date('2026-11-30T12:00:00.000Z');
const { app, db } = await createTestApp({ now: () => clock });
const nextWindow = () => (clock = new Date(clock.getTime() + 16 * 60_000));
const STEP = 30_000;
let serial = 0;

/** An operator signed in with the authenticator on (the first sign-in's enrolment done). */
async function signedInOperator() {
  serial += 1;
  const email = `operadora-${serial}-${Date.now()}@vitrine.com.br`;
  await createOperator(db, { email, firstName: 'Olga', lastName: 'Prado', password: PASSWORD });
  const first = await call(app, 'POST', '/operator/login', { body: { email, password: PASSWORD } });
  expect(first.status, first.text).toBe(200);
  const enrolling = first.json.access_token as string;
  const as = (token: string) => (method: string, path: string, body?: unknown) =>
    call(app, method, path, { token, body });
  const setup = await as(enrolling)('POST', '/operator/two-factor/setup', { password: PASSWORD });
  const secret = setup.json.secret as string;
  const confirmed = await as(enrolling)('POST', '/operator/two-factor/confirm', {
    code: totpCode(secret, clock),
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { email, secret, token: enrolling, as: as(enrolling) };
}

async function storeWithOwner() {
  const store = await createStore(db);
  const owner = await createSeller(db, store.id, { role: 'owner' });
  const token = await sessionFor(db, 'seller', owner, clock);
  const asSeller = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { storeId: store.id, token, body });
  return { store, owner, token, asSeller };
}

describe('an operator’s sign-in', () => {
  it('opens nothing but the authenticator’s setup until it is on, then always asks a code', async () => {
    nextWindow();
    const email = `novo-${Date.now()}@vitrine.com.br`;
    await createOperator(db, { email, firstName: 'Rui', lastName: 'Dias', password: PASSWORD });
    const wrong = await call(app, 'POST', '/operator/login', {
      body: { email, password: 'Errada@123' },
    });
    expect(wrong.json.code).toBe('invalid_credentials');
    const first = await call(app, 'POST', '/operator/login', {
      body: { email, password: PASSWORD },
    });
    expect(first.status).toBe(200);
    const token = first.json.access_token as string;
    const held = await call(app, 'GET', '/operator/stores', { token });
    expect(held.status).toBe(403);
    expect(held.json.code).toBe('two_factor_setup_required');
    const me = await call(app, 'GET', '/operator/me', { token });
    expect(me.json).toMatchObject({ email, two_factor_setup_required: true });
    // The setup asks the password again, five tries in 15 minutes.
    for (let i = 0; i < 5; i += 1) {
      const guess = await call(app, 'POST', '/operator/two-factor/setup', {
        token,
        body: { password: `Errada@${i}00` },
      });
      expect(guess.json.code).toBe('wrong_password');
    }
    const sixth = await call(app, 'POST', '/operator/two-factor/setup', {
      token,
      body: { password: PASSWORD },
    });
    expect(sixth.status).toBe(429);
    nextWindow();

    const setup = await call(app, 'POST', '/operator/two-factor/setup', {
      token,
      body: { password: PASSWORD },
    });
    const secret = setup.json.secret as string;
    await call(app, 'POST', '/operator/two-factor/confirm', {
      token,
      body: { code: totpCode(secret, clock) },
    });
    expect((await call(app, 'GET', '/operator/stores', { token })).status).toBe(200);

    // From now on the password alone opens nothing.
    const noCode = await call(app, 'POST', '/operator/login', {
      body: { email, password: PASSWORD },
    });
    expect(noCode.status).toBe(401);
    expect(noCode.json.code).toBe('two_factor_required');
    clock = new Date(clock.getTime() + STEP);
    const code = totpCode(secret, clock);
    const ok = await call(app, 'POST', '/operator/login', {
      body: { email, password: PASSWORD, code },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.account).toMatchObject({ email, store_id: '' });
    const replay = await call(app, 'POST', '/operator/login', {
      body: { email, password: PASSWORD, code },
    });
    expect(replay.json.code).toBe('invalid_two_factor_code');
    const validated = await call(app, 'POST', '/api/validate_operator', {
      body: { access_token: ok.json.access_token },
    });
    expect(validated.json).toMatchObject({ email, store_id: '' });
  });

  it('refuses every operator route to sellers and shoppers, and operators’ tokens to the stores’ routes', async () => {
    nextWindow();
    const operator = await signedInOperator();
    const { store, token: sellerToken } = await storeWithOwner();
    const customer = await createCustomer(db, store.id);
    const customerToken = await sessionFor(db, 'customer', customer, clock);
    const doc = (await call(app, 'GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/operator/') && path !== '/operator/login')
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          path: path.replace('{id}', store.id),
        })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const route of routes) {
      for (const token of [sellerToken, customerToken, undefined]) {
        const res = await call(app, route.method, route.path, {
          token,
          storeId: store.id,
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
      }
    }
    const asOperator = await call(app, 'GET', '/sales', {
      token: operator.token,
      storeId: store.id,
    });
    expect(asOperator.status).toBe(401);
  });
});

describe('the stores list', () => {
  it('finds stores by name, host and owner, filters by state and creation, and counts their 30 days', async () => {
    nextWindow();
    const { as } = await signedInOperator();
    const { store, owner } = await storeWithOwner();
    const customer = await createCustomer(db, store.id);
    const twoDaysAgo = new Date(clock.getTime() - 2 * 24 * 3_600_000).toISOString();
    const sale = { storeId: store.id, customerId: customer.id, method: 'pix' as const };
    await insertSale(db, {
      ...sale,
      code: `OP-${Date.now()}`,
      status: 'pago',
      totalCents: 15_990,
      createdAt: twoDaysAgo,
      paidAt: twoDaysAgo,
    });
    // Paid 40 days ago: outside the 30 days.
    const longAgo = new Date(clock.getTime() - 40 * 24 * 3_600_000).toISOString();
    await insertSale(db, {
      ...sale,
      code: `OQ-${Date.now()}`,
      status: 'pago',
      totalCents: 9_900,
      createdAt: longAgo,
      paidAt: longAgo,
    });
    const byName = await as('GET', `/operator/stores?q=${encodeURIComponent(store.name)}`);
    expect(byName.status, byName.text).toBe(200);
    const row = byName.json.items.find((item: { _id: string }) => item._id === store.id);
    expect(row).toMatchObject({ name: store.name, status: store.status, suspension: null });
    expect(row.orders_30d).toBe(1);
    expect(row.revenue_30d).toBe(159.9);
    const byOwner = await as('GET', `/operator/stores?q=${encodeURIComponent(owner.email)}`);
    expect(byOwner.json.items.map((item: { _id: string }) => item._id)).toEqual([store.id]);
    const suspended = await as('GET', '/operator/stores?state=suspended');
    expect(suspended.json.items.map((item: { _id: string }) => item._id)).not.toContain(store.id);
    const future = await as('GET', '/operator/stores?created_from=2099-01-01');
    expect(future.json.total).toBe(0);
    const bad = await as('GET', '/operator/stores?state=banida');
    expect(bad.status).toBe(400);
  });
});

describe('suspending a store', () => {
  it('takes it from shoppers, leaves its office read-only, tells its owner why, and reactivating undoes it', async () => {
    nextWindow();
    const { as } = await signedInOperator();
    const { store, owner, asSeller } = await storeWithOwner();
    const reason = 'Venda de produtos falsificados, denunciada por três clientes.';

    const short = await as('POST', `/operator/stores/${store.id}/suspend`, { reason: 'curto' });
    expect(short.status).toBe(400);
    const suspended = await as('POST', `/operator/stores/${store.id}/suspend`, { reason });
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json.suspension).toMatchObject({ reason });
    expect(suspended.json.actions[0]).toMatchObject({
      action: 'suspend',
      reason,
      operator_name: 'Olga Prado',
    });
    const twice = await as('POST', `/operator/stores/${store.id}/suspend`, { reason });
    expect(twice.status).toBe(409);

    // Shoppers: the storefront learns it (never kept), and the API answers them nothing.
    const byHost = await call(app, 'GET', `/stores/by-host?host=${store.hosts[0]}`);
    expect(byHost.json).toMatchObject({ notFound: false, suspended: true });
    expect(byHost.headers.get('cache-control')).toBe('no-store');
    for (const [method, path] of [
      ['GET', '/home'],
      ['GET', '/cart'],
      ['POST', '/customers/login'],
      ['POST', '/orders'],
    ] as const) {
      const res = await call(app, method, path, {
        storeId: store.id,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.json.code).toBe('store_suspended');
    }

    // Its sellers: they sign in and read; every write but their own account's is refused.
    const login = await call(app, 'POST', '/sellers/login', {
      storeId: store.id,
      body: { email: owner.email, password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    const profile = await asSeller('GET', '/sellers/me');
    expect(profile.json.store_suspension).toMatchObject({ reason });
    expect((await asSeller('GET', '/sales')).status).toBe(200);
    const doc = (await call(app, 'GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const ownAccount = /^\/(sellers\/me|api\/sellers\/logout)/;
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([method, operation]) =>
            method !== 'get' &&
            operation.security?.length &&
            !path.startsWith('/operator') &&
            !path.startsWith('/customers') &&
            !path.startsWith('/auth_customers') &&
            !ownAccount.test(path),
        )
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    // The office's writes are 423 (read-only, the reason with it); the shopper's routes a
    // seller's token may call (a cart, an order) are the shoppers' 503.
    const office =
      /^\/(catalog|settings|team|coupons|sales|store|images|history|store-preview)(\/|$)/;
    for (const route of writes) {
      const path = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await asSeller(route.method, path, {});
      const status = office.test(route.path) ? 423 : 503;
      expect([res.status, res.json?.code], `${route.method} ${route.path}`).toEqual([
        status,
        'store_suspended',
      ]);
    }
    expect(writes.filter((route) => office.test(route.path)).length).toBeGreaterThan(40);
    expect((await asSeller('PUT', '/sellers/me', { first_name: 'Bruna' })).status).toBe(200);

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.template, 'store_suspended')));
    expect(mail!.text).toContain(reason);

    const listed = await as('GET', '/operator/stores?state=suspended');
    expect(listed.json.items.map((item: { _id: string }) => item._id)).toContain(store.id);

    clock = new Date(clock.getTime() + 60_000);
    const back = await as('POST', `/operator/stores/${store.id}/reactivate`);
    expect(back.status, back.text).toBe(200);
    expect(back.json.suspension).toBeNull();
    expect((await call(app, 'GET', '/home', { storeId: store.id })).status).toBe(200);
    const open = await call(app, 'GET', `/stores/by-host?host=${store.hosts[0]}`);
    expect(open.json.suspended).toBe(false);
    expect((await asSeller('POST', '/catalog/categories', { name: 'Luminárias' })).status).toBe(
      201,
    );
    const actions = await db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.storeId, store.id))
      .orderBy(desc(operatorActions.createdAt));
    expect(actions.map((action) => action.action)).toEqual(['reactivate', 'suspend']);
    expect(actions[1]).toMatchObject({
      before: { suspended: false, suspension_reason: null },
      after: { suspended: true, suspension_reason: reason },
    });
    const [again] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, owner.email), eq(emailOutbox.template, 'store_reactivated')));
    expect(again).toBeDefined();
    expect((await as('POST', `/operator/stores/${store.id}/reactivate`)).status).toBe(409);
  });
});
