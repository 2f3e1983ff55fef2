import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, pages, products, sellers } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/index.ts';
import { sessionFor } from './fixtures/accounts.ts';
import { isSellerRoute, VALID_BODIES } from './fixtures/requests.ts';
import { signUpOwner } from './fixtures/sign-up.ts';
import { call, createTestApp } from './harness.ts';

// A store opened by sign-up next to the demo stores (seeded as `pnpm start` seeds them): its
// owner reaches none of theirs through the office's routes, and their owners none of its.

const assets = mkdtempSync(join(tmpdir(), 'vitrine-sign-up-'));
afterAll(() => rmSync(assets, { recursive: true, force: true }));
const { app, db } = await createTestApp({ config: { ASSETS_DIR: assets } });
const seeded = await seedDemo(db, { assetsDir: assets });

type Office = { storeId: string; token: string };
let created: Office;
let demos: (Office & { name: string })[];
const ANY_ID = '00000000-0000-4000-8000-000000000000';

async function ownerOf(storeId: string): Promise<Office> {
  const [owner] = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.storeId, storeId), eq(sellers.role, 'owner')))
    .limit(1);
  return { storeId, token: await sessionFor(db, 'seller', owner!) };
}

// The office's routes, from the API's own description: each is one test below.
const doc = (await call(app, 'GET', '/openapi.json')).json as {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
};
const officeRoutes: { method: string; path: string }[] = Object.entries(doc.paths).flatMap(
  ([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.length && isSellerRoute(path))
      .map(([method]) => ({ method: method.toUpperCase(), path })),
);

beforeAll(async () => {
  const owner = await signUpOwner(app, {
    remoteAddress: '203.0.113.9',
    owner_name: 'Rita Moura',
    email: 'rita@exemplo.com.br',
    document: '11.222.333/0001-81',
    phone: '(31) 3222-1100',
    store_name: 'Empório da Rita',
    slug: 'emporio-da-rita',
  });
  created = { storeId: owner.storeId, token: owner.token };
  demos = await Promise.all(
    seeded.stores.map(async (store) => ({ name: store.name, ...(await ownerOf(store.id)) })),
  );
});

const fill = (path: string) => path.replace(/\{code\}/g, 'K7P3M9QX').replace(/\{\w+\}/g, ANY_ID);

describe('a store opened by sign-up and the demo stores', () => {
  it('lists the office routes from /openapi.json', () => {
    expect(officeRoutes.length).toBeGreaterThan(40);
    expect(officeRoutes).toContainEqual({ method: 'GET', path: '/sales' });
    expect(officeRoutes).toContainEqual({ method: 'PUT', path: '/settings/identity' });
    expect(officeRoutes).toContainEqual({ method: 'POST', path: '/team/sellers' });
  });

  // One test a route: the walk grows with every route the office gains.
  it.each(officeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "refuses the new owner's session at %s of each demo store, and theirs at the new store's (403)",
    async (_, route) => {
      for (const demo of demos) {
        const body = VALID_BODIES[`${route.method} ${route.path}`]?.(demo.storeId);
        for (const [token, storeId, who] of [
          [created.token, demo.storeId, `new owner at ${demo.name}`],
          [demo.token, created.storeId, `${demo.name}'s owner at the new store`],
        ] as const) {
          const res = await call(app, route.method, fill(route.path), { storeId, token, body });
          expect(res.status, `${route.method} ${route.path}: ${who}`).toBe(403);
          expect(res.json.code).toBe('forbidden');
        }
      }
    },
  );

  it("shows the new owner only its own store through its own session, and 404s the demo stores' ids", async () => {
    const own = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: created.storeId, token: created.token, body });
    const team = await own('GET', '/team/sellers');
    expect(team.json.items.map((m: { email: string }) => m.email)).toEqual(['rita@exemplo.com.br']);
    expect((await own('GET', '/catalog/products')).json.total).toBe(0);
    expect((await own('GET', '/sales')).json.total).toBe(0);
    expect((await own('GET', '/coupons')).json.items).toEqual([]);
    const ownPages = (await own('GET', '/settings/pages')).json.items as { title: string }[];
    expect(ownPages.map((page) => page.title).sort()).toEqual([
      'Política de privacidade',
      'Termos de uso',
      'Trocas e devoluções',
    ]);

    const aurora = seeded.stores[0]!.id;
    const [product] = await db.select().from(products).where(eq(products.storeId, aurora)).limit(1);
    const [page] = await db.select().from(pages).where(eq(pages.storeId, aurora)).limit(1);
    const [seller] = await db.select().from(sellers).where(eq(sellers.storeId, aurora)).limit(1);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.storeId, aurora)).limit(1);
    const reads = [`/catalog/products/${product!.id}`, `/coupons/${coupon?.id ?? ANY_ID}`];
    for (const path of reads) expect((await own('GET', path)).status, path).toBe(404);
    const writes: [string, string, unknown][] = [
      ['PUT', `/settings/pages/${page!.id}`, VALID_BODIES['PUT /settings/pages/{id}']!(aurora)],
      ['PATCH', `/team/sellers/${seller!.id}`, { role: 'sales' }],
      ['DELETE', `/team/sellers/${seller!.id}`, undefined],
      ['DELETE', `/catalog/products/${product!.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect((await own(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // …and nothing of Aurora's moved.
    const [still] = await db.select().from(sellers).where(eq(sellers.id, seller!.id));
    expect(still?.role).toBe(seller!.role);
    const [pageAfter] = await db.select().from(pages).where(eq(pages.id, page!.id));
    expect(pageAfter?.html).toBe(page!.html);
  });
});
