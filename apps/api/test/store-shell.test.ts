import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { banners, pages, products, stores } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/index.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// GET /stores/shell: what every storefront page shows around its content — the store of a host
// (GET /stores/by-host), its footer's pages (GET /pages) and its department menu
// (GET /categories) — in one answer, so a store the storefront does not keep costs it one
// round trip before the page's own reads.
const assets = mkdtempSync(join(tmpdir(), 'vitrine-shell-'));
afterAll(() => rmSync(assets, { recursive: true, force: true }));
const { app, db } = await createTestApp({ config: { ASSETS_DIR: assets } });
const {
  stores: [aurora, ipe],
} = await seedDemo(db, { assetsDir: assets });

const shellOf = (host: string) => call(app, 'GET', `/stores/shell?host=${host}`);

/** The three answers the shell stands for, as the storefront read them before. */
async function threeReads(host: string) {
  const store = await call(app, 'GET', `/stores/by-host?host=${host}`);
  const storeId = store.json.data._id as string;
  const footer = await call(app, 'GET', '/pages', { storeId });
  const menu = await call(app, 'GET', '/categories', { storeId });
  return { ...store.json, pages: footer.json.items, departments: menu.json.departments };
}

describe('the store shell of a host', () => {
  it('answers what by-host, /pages and /categories answer, for each store its own', async () => {
    for (const [host, store] of [
      ['localhost', aurora!],
      ['ipe.localhost', ipe!],
    ] as const) {
      const shell = await shellOf(host);
      expect(shell.status, shell.text).toBe(200);
      expect(shell.json.data.name).toBe(store.name);
      expect(shell.json.pages.length).toBeGreaterThan(0);
      expect(shell.json.departments.length).toBeGreaterThan(0);
      expect(shell.json).toEqual(await threeReads(host));
    }
  });

  it('leaves out of the footer a draft page and a page the seller took out of it', async () => {
    const [draft, hidden] = await db
      .select()
      .from(pages)
      .where(eq(pages.storeId, aurora!.id))
      .limit(2);
    await db.update(pages).set({ published: false }).where(eq(pages.id, draft!.id));
    await db.update(pages).set({ inFooter: false }).where(eq(pages.id, hidden!.id));
    const slugs = (await shellOf('localhost')).json.pages.map(
      (page: { slug: string }) => page.slug,
    );
    expect(slugs).not.toContain(draft!.slug);
    expect(slugs).not.toContain(hidden!.slug);
    expect((await shellOf('localhost')).json).toEqual(await threeReads('localhost'));
  });

  it('shows the banners by-host shows, and is kept no longer than until they next change', async () => {
    const [banner] = await db
      .select()
      .from(banners)
      .where(eq(banners.storeId, aurora!.id))
      .limit(1);
    expect(banner).toBeDefined();
    const { id: _id, ...copy } = banner!;
    const startsAt = new Date(Date.now() + 60 * 60_000);
    await db.insert(banners).values({ ...copy, title: 'Logo mais', startsAt });
    await db.insert(banners).values({ ...copy, title: 'Pausado', active: 0 });
    const shell = await shellOf('localhost');
    expect(shell.json.banners_until).toBe(startsAt.toISOString());
    expect(shell.json.banners.length).toBeGreaterThan(0);
    expect(shell.json.banners.map((one: { title: string }) => one.title)).not.toContain('Pausado');
    expect(shell.json).toEqual(await threeReads('localhost'));
  });

  it('may be kept as long as the catalog’s answers when the store is open, never when it is not', async () => {
    expect((await shellOf('localhost')).headers.get('cache-control')).toBe('public, max-age=30');
    const draft = await createStore(db, { hosts: ['rascunho.shell.test'] });
    await db.update(stores).set({ status: 'draft' }).where(eq(stores.id, draft.id));
    const shell = await shellOf('rascunho.shell.test');
    expect(shell.json.data.status).toBe('draft');
    expect(shell.headers.get('cache-control')).toBe('no-store');
  });

  it('carries no menu for a store that is not open: its catalog is its previewing seller’s only', async () => {
    expect((await shellOf('localhost')).json.departments.length).toBeGreaterThan(0);
    await db.update(stores).set({ status: 'paused' }).where(eq(stores.id, aurora!.id));
    try {
      const shell = await shellOf('localhost');
      expect(shell.json.data.status).toBe('paused');
      expect(shell.json.departments).toEqual([]);
    } finally {
      await db.update(stores).set({ status: 'open' }).where(eq(stores.id, aurora!.id));
    }
  });

  it('answers notFound with empty lists, never kept, for a host no store serves', async () => {
    const shell = await shellOf('ninguem.shell.test');
    expect(shell.status).toBe(200);
    expect(shell.json).toEqual({
      notFound: true,
      suspended: false,
      data: null,
      payment_default: null,
      banners: [],
      banners_until: null,
      pages: [],
      departments: [],
    });
    expect(shell.headers.get('cache-control')).toBe('no-store');
  });
});

describe('a suspended store’s shell', () => {
  it('says so, shows no menu nor product, and is never kept', async () => {
    const store = aurora;
    const [row] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.storeId, store!.id), eq(products.status, 'active')))
      .limit(1);
    await db
      .update(stores)
      .set({ suspendedAt: new Date(), suspensionReason: 'Teste.' })
      .where(eq(stores.id, store!.id));
    try {
      const shell = await call(app, 'GET', `/stores/shell?host=localhost&product=${row!.slug}`);
      expect(shell.json).toMatchObject({ notFound: false, suspended: true, departments: [] });
      expect(shell.json.product).toBeNull();
      expect(shell.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db
        .update(stores)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(eq(stores.id, store!.id));
    }
  });
});

describe('a product page’s shell (?product=)', () => {
  /** An active product of the store, by its slug. */
  async function slugOf(storeId: string) {
    const [row] = await db
      .select({ slug: products.slug })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          eq(products.kind, 'product'),
          eq(products.status, 'active'),
        ),
      )
      .limit(1);
    return row!.slug;
  }
  const withProduct = (host: string, slug: string) =>
    call(app, 'GET', `/stores/shell?host=${host}&product=${slug}`);

  it('carries the product as GET /products/{slug} answers it, beside the same shell', async () => {
    const slug = await slugOf(aurora!.id);
    const shell = await withProduct('localhost', slug);
    expect(shell.status, shell.text).toBe(200);
    const alone = await call(app, 'GET', `/products/${slug}`, { storeId: aurora!.id });
    expect(alone.status).toBe(200);
    expect(shell.json.product).toEqual(alone.json);
    const { product: _product, ...rest } = shell.json;
    expect(rest).toEqual((await shellOf('localhost')).json);
  });

  it('never carries another store’s product: the host’s store has none by that slug', async () => {
    const slug = await slugOf(aurora!.id);
    const [ipeHas] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, ipe!.id), eq(products.slug, slug)));
    expect(ipeHas).toBeUndefined();
    const shell = await withProduct('ipe.localhost', slug);
    expect(shell.status).toBe(200);
    expect(shell.json.data.name).toBe(ipe!.name);
    expect(shell.json.product).toBeNull();
  });

  it('carries null for a slug the store has none of, and for a host no store serves', async () => {
    expect((await withProduct('localhost', 'nao-existe-tal-produto')).json.product).toBeNull();
    const nobody = await withProduct('ninguem.shell.test', await slugOf(aurora!.id));
    expect(nobody.json.notFound).toBe(true);
    expect(nobody.json.product).toBeNull();
  });

  it('carries null while the store is not open: its catalog is its previewing seller’s only', async () => {
    const slug = await slugOf(aurora!.id);
    await db.update(stores).set({ status: 'paused' }).where(eq(stores.id, aurora!.id));
    try {
      const shell = await withProduct('localhost', slug);
      expect(shell.json.data.status).toBe('paused');
      expect(shell.json.product).toBeNull();
      expect(shell.headers.get('cache-control')).toBe('no-store');
    } finally {
      await db.update(stores).set({ status: 'open' }).where(eq(stores.id, aurora!.id));
    }
  });

  it('refuses a product that no slug could be (400)', async () => {
    const shell = await withProduct('localhost', 'Caneca%20Azul');
    expect(shell.status).toBe(400);
  });
});
