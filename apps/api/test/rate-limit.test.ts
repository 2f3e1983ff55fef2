import { describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { rateLimitHits } from '../src/db/schema/index.ts';
import { createCustomer, PASSWORD, uniqueEmail } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

let clock = new Date('2026-03-02T12:00:00Z');
const { app, db, deps } = await createTestApp({ now: () => clock });
/** An API that trusts no proxy: the socket's address is the client's. */
const direct = await createTestApp({ config: { TRUST_PROXY: 'none' }, now: () => clock });
/** A second replica of the API over the same database, as behind a load balancer. */
const replica = createApp(deps);
const MINUTE = 60 * 1000;
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

/**
 * A shopper at `ip` through the storefront's proxy on this machine: the proxy connects from
 * loopback and forwards the shopper's address, which the API trusts (TRUST_PROXY defaults to
 * loopback in demo mode, as in tests).
 */
const attempt = (
  target: typeof app,
  storeId: string,
  path: string,
  body: unknown,
  ip = '189.12.34.56',
) =>
  call(target, 'POST', path, {
    storeId,
    body,
    headers: { 'X-Forwarded-For': ip },
    remoteAddress: '127.0.0.1',
  });

describe('login and recover-access rate limits', () => {
  it('locks an e-mail after 5 login attempts in 15 minutes, even with the right password', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    for (let i = 0; i < 5; i += 1) {
      const res = await attempt(
        app,
        store.id,
        '/customers/login',
        { email: customer.email, password: 'Errada@1' },
        `10.0.0.${i}`,
      );
      expect(res.status).toBe(401);
    }
    const locked = await attempt(
      app,
      store.id,
      '/customers/login',
      { email: customer.email, password: PASSWORD },
      '10.0.1.1',
    );
    expect(locked.status).toBe(429);
    expect(locked.json).toEqual({ code: 'too_many_requests', message: TOO_MANY });
    // The e-mail's 15-minute window opened at 12:00 with the first attempt, and it is 12:00.
    expect(locked.headers.get('retry-after')).toBe(String(15 * 60));

    clock = new Date(clock.getTime() + 15 * MINUTE);
    const later = await attempt(
      app,
      store.id,
      '/customers/login',
      { email: customer.email, password: PASSWORD },
      '10.0.1.1',
    );
    expect(later.status).toBe(200);
  });

  it('locks a client address after 30 attempts, whatever e-mails it tries', async () => {
    const store = await createStore(db);
    for (let i = 0; i < 30; i += 1) {
      const res = await attempt(
        app,
        store.id,
        '/customers/login',
        { email: uniqueEmail(), password: 'Errada@1' },
        '177.1.1.1',
      );
      expect(res.status).toBe(401);
    }
    const locked = await attempt(
      app,
      store.id,
      '/customers/login',
      { email: uniqueEmail(), password: 'Errada@1' },
      '177.1.1.1',
    );
    expect(locked.status).toBe(429);
    const elsewhere = await attempt(
      app,
      store.id,
      '/customers/login',
      { email: uniqueEmail(), password: 'Errada@1' },
      '177.1.1.2',
    );
    expect(elsewhere.status).toBe(401);
  });

  it('counts attempts across API replicas (the counters live in the database)', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const target = i % 2 === 0 ? app : replica;
      const res = await attempt(
        target,
        store.id,
        '/customers/login',
        { email: customer.email, password: 'Errada@1' },
        `10.9.0.${i}`,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits recover-access to 3 e-mails an hour per address, with the same pt-BR message', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    for (let i = 0; i < 3; i += 1) {
      const res = await attempt(
        app,
        store.id,
        '/customers/recover-access',
        { email: customer.email },
        `10.2.0.${i}`,
      );
      expect(res.status).toBe(202);
    }
    const locked = await attempt(
      app,
      store.id,
      '/customers/recover-access',
      { email: customer.email },
      '10.2.0.9',
    );
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe(TOO_MANY);
  });

  it('limits seller logins the same way', async () => {
    const store = await createStore(db);
    const email = uniqueEmail('vendedor');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await attempt(
            app,
            store.id,
            '/sellers/login',
            { email, password: 'Errada@1' },
            `10.3.0.${i}`,
          )
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts the proxy's forwarded address, never the entries a client forged before it", async () => {
    const store = await createStore(db);
    for (let i = 0; i < 30; i += 1) {
      // A client rotating a forged first entry is still counted by the proxy's own last one.
      await attempt(
        app,
        store.id,
        '/customers/login',
        { email: uniqueEmail(), password: 'x' },
        `1.1.1.${i}, 150.1.1.1`,
      );
    }
    const locked = await attempt(
      app,
      store.id,
      '/customers/login',
      { email: uniqueEmail(), password: 'x' },
      '9.9.9.9, 150.1.1.1',
    );
    expect(locked.status).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is no trusted proxy: rotating it escapes nothing', async () => {
    const store = await createStore(db);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await call(app, 'POST', '/customers/login', {
        storeId: store.id,
        body: { email: uniqueEmail(), password: 'Errada@1' },
        headers: { 'X-Forwarded-For': `10.66.${i}.1` },
        remoteAddress: '198.51.100.77',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('trusts no proxy at all with TRUST_PROXY=none, not even on loopback', async () => {
    const store = await createStore(direct.db);
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      const res = await call(direct.app, 'POST', '/customers/login', {
        storeId: store.id,
        body: { email: uniqueEmail(), password: 'Errada@1' },
        headers: { 'X-Forwarded-For': `10.67.${i}.1` },
        remoteAddress: '127.0.0.1',
      });
      last = res.status;
    }
    expect(last).toBe(429);
  });

  it.each([
    ['/customers/login', { password: 'Errada@1' }, 6],
    ['/sellers/login', { password: 'Errada@1' }, 6],
    ['/customers/recover-access', {}, 4],
    ['/sellers/recover-access', {}, 4],
    ['/customers/sign-up', { first_name: 'Ana', last_name: 'Lima' }, 4],
  ])('says when to come back on every 429 (Retry-After) — %s', async (path, extra, tries) => {
    const store = await createStore(db);
    const email = uniqueEmail();
    let res: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < tries; i += 1) {
      res = await attempt(app, store.id, path, { email, ...extra }, `10.44.0.${i}`);
    }
    expect(res?.status).toBe(429);
    const seconds = Number(res?.headers.get('retry-after'));
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    // No later than the end of the longest window (an hour for recover and sign-up).
    expect(seconds).toBeLessThanOrEqual(60 * 60);
  });

  it('keeps one counter row per key: a new window drops the old one', async () => {
    const store = await createStore(db);
    const email = uniqueEmail();
    await attempt(app, store.id, '/customers/login', { email, password: 'x' }, '10.7.0.1');
    clock = new Date(clock.getTime() + 60 * MINUTE);
    await attempt(app, store.id, '/customers/login', { email, password: 'x' }, '10.7.0.1');
    const rows = await db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%${email}`));
    expect(rows).toHaveLength(1);
  });
});
