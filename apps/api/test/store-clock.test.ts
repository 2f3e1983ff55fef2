import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freightSettings } from '../src/db/schema/index.ts';
import { FREIGHT_SETTINGS } from './fixtures/requests.ts';
import { call, createTestApp } from './harness.ts';

// A new store's writes read the app's one clock (deps.now), as its sign-up does: the checklist
// judges a starter page reviewed by its updated_at against the store's created_at, so a page
// stamped by another clock (the machine's, the database's) would be judged by the wrong time.

const T0 = new Date('2031-03-01T12:00:00Z');
let clock = T0;
const { app, db } = await createTestApp({
  now: () => clock,
  config: { PLATFORM_DOMAIN: 'lojas.vitrine.test' },
});

let serial = 0;
const tag = () => `${Date.now().toString(36)}${(serial += 1).toString(36)}`;

async function signedUpStore() {
  const t = tag();
  const res = await call(app, 'POST', '/platform/stores', {
    remoteAddress: `198.51.100.${(serial % 250) + 1}`,
    body: {
      owner_name: 'Ana Beatriz Souza',
      email: `ana-${t}@exemplo.com.br`,
      password: 'Senha@123',
      document: '390.533.447-05',
      phone: '(11) 91234-5678',
      store_name: `Ateliê ${t}`,
      slug: `atelie-${t}`,
      accept_terms: true,
      accept_privacy: true,
    },
  });
  expect(res.status, res.text).toBe(201);
  const storeId = res.json.store._id as string;
  const login = await call(app, 'POST', '/sellers/login-code', {
    storeId,
    body: { code: res.json.office_login.code },
  });
  expect(login.status, login.text).toBe(200);
  return { storeId, token: login.json.access_token as string };
}

describe('the clock of a new store’s writes', () => {
  it('stamps a page written and the freight settings with the app’s clock, and the checklist counts the pages reviewed by it', async () => {
    clock = T0;
    const owner = await signedUpStore();
    clock = new Date(T0.getTime() + 60 * 60_000);
    const list = await call(app, 'GET', '/settings/pages', owner);
    const starters = list.json.items as { _id: string; title: string; html: string }[];
    expect(starters.length).toBeGreaterThan(0);
    for (const page of starters) {
      const edited = await call(app, 'PUT', `/settings/pages/${page._id}`, {
        ...owner,
        body: { title: page.title, html: `${page.html}<p>Revisada.</p>`, published: false },
      });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.json.updated_at).toBe(clock.toISOString());
    }
    const checklist = await call(app, 'GET', '/store/checklist', owner);
    const pagesStep = (checklist.json.steps as { code: string; done: boolean }[]).find(
      (step) => step.code === 'pages',
    );
    expect(pagesStep?.done).toBe(true);

    const created = await call(app, 'POST', '/settings/pages', {
      ...owner,
      body: { title: 'Como comprar', html: '<p>Escolha, pague, receba.</p>' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.updated_at).toBe(clock.toISOString());

    const freight = await call(app, 'PUT', '/settings/freight', {
      ...owner,
      body: {
        ...FREIGHT_SETTINGS,
        melhor_envio: { ...FREIGHT_SETTINGS.melhor_envio, enabled: false },
      },
    });
    expect(freight.status, freight.text).toBe(200);
    const [row] = await db
      .select({ updatedAt: freightSettings.updatedAt })
      .from(freightSettings)
      .where(eq(freightSettings.storeId, owner.storeId));
    expect(row?.updatedAt.toISOString()).toBe(clock.toISOString());
  });
});
