import type { UploadedImage } from '@vitrine/contract/images';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, storeHosts } from '../src/db/schema/index.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createBanner, createStore } from './fixtures/catalog.ts';
import { photo, upload } from './fixtures/images.ts';
import { storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Configurações → Banners: a seller's banners with their images from the catalog's pipeline,
// refused when unsafe or inconsistent, audited; the storefront's lists show only the banners
// inside their window now, and no cache of those lists outlives the next start or end.

let clock = new Date('2026-03-05T12:00:00.000Z');
const { app, db } = await createTestApp({ now: () => clock });
const at = (offsetSeconds: number) => new Date(clock.getTime() + offsetSeconds * 1000);

async function uploaded(storeId: string, token: string, width: number, height: number) {
  const response = await upload(app, {
    token,
    storeId,
    bytes: await photo(width, height, '#3355aa').png().toBuffer(),
    name: 'banner.png',
    type: 'image/png',
  });
  expect(response.status).toBe(201);
  const image = (await response.json()) as UploadedImage;
  const { id, ...rest } = image;
  return { ...rest, image_id: id };
}

async function sellerWithImages() {
  const seller = await storeWithSeller(db);
  const desktop = await uploaded(seller.storeId, seller.token, 1600, 600);
  const phone = await uploaded(seller.storeId, seller.token, 640, 800);
  return { ...seller, desktop, phone };
}

const post = (s: { token: string; storeId: string }, body: unknown) =>
  call(app, 'POST', '/settings/banners', { token: s.token, storeId: s.storeId, body });

const hostOf = async (storeId: string) =>
  (await db.select().from(storeHosts).where(eq(storeHosts.storeId, storeId)))[0]!.host;

const publicLists = async (storeId: string) => {
  const home = await call(app, 'GET', '/home', { storeId });
  const byHost = await call(app, 'GET', `/stores/by-host?host=${await hostOf(storeId)}`);
  return { home, byHost };
};

const auditRows = (entityId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));

describe('banners (seller)', () => {
  it('creates a banner from uploads, desktop and phone, and the storefront shows both', async () => {
    const s = await sellerWithImages();
    const created = await post(s, {
      title: 'Semana do cliente',
      subtitle: 'Até 30% em vasos',
      link: '/categoria/vasos',
      image: s.desktop,
      mobile_image: s.phone,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Semana do cliente',
      link: '/categoria/vasos',
      active: true,
      starts_at: null,
      ends_at: null,
      position: 0,
      state: 'live',
      image: { src: s.desktop.src, width: 1600, height: 600, image_id: s.desktop.image_id },
      mobile_image: { src: s.phone.src, width: 640, height: 800, image_id: s.phone.image_id },
    });
    const { home, byHost } = await publicLists(s.storeId);
    for (const list of [home.json.banners, byHost.json.banners]) {
      expect(list).toEqual([
        {
          _id: created.json._id,
          title: 'Semana do cliente',
          subtitle: 'Até 30% em vasos',
          link: '/categoria/vasos',
          image: {
            src: s.desktop.src,
            width: 1600,
            height: 600,
            alt: 'Semana do cliente',
            renditions: s.desktop.renditions,
          },
          mobile_image: {
            src: s.phone.src,
            width: 640,
            height: 800,
            alt: 'Semana do cliente',
            renditions: s.phone.renditions,
          },
        },
      ]);
    }
    // Editing with the images as the office read them back keeps them.
    const edited = await call(app, 'PUT', `/settings/banners/${created.json._id}`, {
      token: s.token,
      storeId: s.storeId,
      body: { ...created.json, title: 'Semana do cliente 2', mobile_image: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Semana do cliente 2', mobile_image: null });
    expect(edited.json.image).toEqual({ ...created.json.image, alt: 'Semana do cliente 2' });
  });

  it.each([
    ['javascript:alert(document.cookie)', 'link'],
    ['data:text/html,<script>alert(1)</script>', 'link'],
    ['//outra-loja.example/golpe', 'link'],
    ['ftp://exemplo.com.br/a', 'link'],
  ])('refuses the link %s', async (link, path) => {
    const s = await sellerWithImages();
    const res = await post(s, { title: 'X', link, image: s.desktop });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(res.json.details).toContainEqual(
      expect.objectContaining({ path, message: expect.stringMatching(/caminho da loja/) }),
    );
  });

  it('refuses an end before (or at) the start, a missing image, and another store’s image', async () => {
    const s = await sellerWithImages();
    for (const ends of ['2026-03-01T12:00:00.000Z', '2026-03-02T12:00:00.000Z']) {
      const res = await post(s, {
        title: 'X',
        image: s.desktop,
        starts_at: '2026-03-02T12:00:00.000Z',
        ends_at: ends,
      });
      expect(res.status, ends).toBe(400);
      expect(res.json.details).toContainEqual({
        path: 'ends_at',
        message: 'O fim deve ser depois do início.',
      });
    }
    const missing = await post(s, { title: 'X' });
    expect(missing.status).toBe(400);
    expect(missing.json.details).toContainEqual(expect.objectContaining({ path: 'image' }));

    const other = await sellerWithImages();
    for (const body of [
      { title: 'X', image: other.desktop },
      { title: 'X', image: s.desktop, mobile_image: other.phone },
    ]) {
      const res = await post(s, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('image_unknown');
      expect(res.json.details[0].path).toBe(body.mobile_image ? 'mobile_image' : 'image');
    }
    // An image that is neither an upload nor the banner's own: an address from elsewhere.
    const foreign = await post(s, {
      title: 'X',
      image: { src: 'https://exemplo.com/x.png', width: 10, height: 10 },
    });
    expect(foreign.json.code).toBe('image_unknown');
    expect((await call(app, 'GET', '/settings/banners', s)).json.items).toEqual([]);
  });

  it('refuses a sales seller (403) and another store’s banner (404)', async () => {
    const s = await sellerWithImages();
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, s.storeId, { role: 'sales' }),
    );
    const refused = await post(
      { token: sales, storeId: s.storeId },
      { title: 'X', image: s.desktop },
    );
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('role_forbidden');
    expect(
      (await call(app, 'GET', '/settings/banners', { token: sales, storeId: s.storeId })).status,
    ).toBe(403);

    const theirs = await createBanner(db, (await createStore(db)).id, {
      title: 'Deles',
      position: 0,
    });
    const put = await call(app, 'PUT', `/settings/banners/${theirs.id}`, {
      ...s,
      body: { title: 'Meu', image: s.desktop },
    });
    expect(put.status).toBe(404);
    expect((await call(app, 'DELETE', `/settings/banners/${theirs.id}`, s)).status).toBe(404);
  });
});

describe('the public lists follow the window now', () => {
  it('shows only active banners between their start and end, and says so to the seller', async () => {
    const { store, storeId, token } = await storeWithSeller(db);
    const make = (
      title: string,
      position: number,
      extra: Parameters<typeof createBanner>[2] extends infer V ? Partial<V> : never,
    ) => createBanner(db, store.id, { title, position, ...extra });
    await make('Encerrado', 0, { startsAt: at(-7200), endsAt: at(-60) });
    await make('No ar', 1, { startsAt: at(-60), endsAt: at(3600) });
    await make('Agendado', 2, { startsAt: at(120), endsAt: at(7200) });
    await make('Pausado', 3, { active: false });
    await make('Sem datas', 4, {});

    const { home, byHost } = await publicLists(storeId);
    expect(home.json.banners.map((b: { title: string }) => b.title)).toEqual([
      'No ar',
      'Sem datas',
    ]);
    expect(byHost.json.banners.map((b: { title: string }) => b.title)).toEqual([
      'No ar',
      'Sem datas',
    ]);
    // The next change is "Agendado" starting in 2 minutes.
    expect(byHost.json.banners_until).toBe(at(120).toISOString());

    const seller = await call(app, 'GET', '/settings/banners', { token, storeId });
    expect(
      seller.json.items.map((b: { title: string; state: string }) => [b.title, b.state]),
    ).toEqual([
      ['Encerrado', 'ended'],
      ['No ar', 'live'],
      ['Agendado', 'scheduled'],
      ['Pausado', 'paused'],
      ['Sem datas', 'live'],
    ]);
  });

  it('caps the lists’ Cache-Control by the next start or end, and drops a banner once it ends', async () => {
    const { store, storeId } = await storeWithSeller(db);
    await createBanner(db, store.id, { title: 'Relâmpago', position: 0, endsAt: at(20) });
    let lists = await publicLists(storeId);
    // Fresh at most until the end, and no stale copy after it.
    expect(lists.home.headers.get('Cache-Control')).toBe('public, max-age=20');
    expect(lists.byHost.headers.get('Cache-Control')).toBe('public, max-age=20');
    expect(lists.home.json.banners).toHaveLength(1);

    clock = at(5);
    lists = await publicLists(storeId);
    expect(lists.home.headers.get('Cache-Control')).toBe('public, max-age=15');

    clock = at(15);
    lists = await publicLists(storeId);
    expect(lists.home.json.banners).toEqual([]);
    expect(lists.byHost.json.banners).toEqual([]);
    expect(lists.byHost.json.banners_until).toBeNull();
    // Nothing ahead: the usual windows.
    expect(lists.home.headers.get('Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=120',
    );
    expect(lists.byHost.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it('lets a far change keep the usual window, and one inside the stale window shorten it', async () => {
    const { store, storeId } = await storeWithSeller(db);
    await createBanner(db, store.id, { title: 'Longe', position: 0, endsAt: at(3600) });
    expect((await publicLists(storeId)).home.headers.get('Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=120',
    );
    await createBanner(db, store.id, { title: 'Perto', position: 1, startsAt: at(100) });
    expect((await publicLists(storeId)).home.headers.get('Cache-Control')).toBe(
      'public, max-age=30, stale-while-revalidate=70',
    );
  });
});

describe('audit and order', () => {
  it('records create, update, reorder and delete with their fields, named in the Histórico', async () => {
    const s = await sellerWithImages();
    const first = (await post(s, { title: 'Primeiro', image: s.desktop })).json;
    const second = (await post(s, { title: 'Segundo', image: s.desktop, active: false })).json;
    expect(second.position).toBe(1);

    const endsAt = at(86_400).toISOString();
    await call(app, 'PUT', `/settings/banners/${first._id}`, {
      ...s,
      body: { ...first, link: 'https://parceiro.example/oferta', ends_at: endsAt },
    });
    const order = await call(app, 'POST', '/settings/banners/order', {
      ...s,
      body: { ids: [second._id, first._id] },
    });
    expect(order.status).toBe(200);
    expect(order.json.items.map((b: { title: string }) => b.title)).toEqual([
      'Segundo',
      'Primeiro',
    ]);
    expect((await call(app, 'DELETE', `/settings/banners/${second._id}`, s)).status).toBe(204);

    const rows = await auditRows(first._id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'reorder']);
    expect(rows[0]).toMatchObject({
      before: null,
      after: {
        title: 'Primeiro',
        link: '',
        active: true,
        starts_at: null,
        ends_at: null,
        image: expect.stringMatching(/^images\/[0-9a-f]{64}\.webp$/),
        mobile_image: null,
        position: 0,
      },
    });
    expect(rows[1]).toMatchObject({
      before: { link: '', ends_at: null },
      after: { link: 'https://parceiro.example/oferta', ends_at: endsAt },
    });
    expect(rows[2]).toMatchObject({ before: { position: 0 }, after: { position: 1 } });
    const deleted = await auditRows(second._id);
    expect(deleted.map((row) => row.action)).toEqual(['create', 'reorder', 'delete']);
    expect(deleted[2]).toMatchObject({ after: null, before: { title: 'Segundo', active: false } });

    const history = await call(app, 'GET', '/history?entity=banner', s);
    expect(history.json.items[0]).toMatchObject({
      entity: 'banner',
      action: 'delete',
      entity_name: null,
    });
    expect(history.json.items.find((e: { action: string }) => e.action === 'update')).toMatchObject(
      {
        entity_name: 'Primeiro',
      },
    );
  });

  it('refuses an order that does not name every banner of the store once', async () => {
    const s = await sellerWithImages();
    const a = (await post(s, { title: 'A', image: s.desktop })).json;
    const b = (await post(s, { title: 'B', image: s.desktop })).json;
    const theirs = await createBanner(db, (await createStore(db)).id, { title: 'C', position: 0 });
    for (const ids of [[a._id], [a._id, b._id, theirs.id], [a._id, theirs.id]]) {
      const res = await call(app, 'POST', '/settings/banners/order', { ...s, body: { ids } });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('banner_order_stale');
    }
    const dup = await call(app, 'POST', '/settings/banners/order', {
      ...s,
      body: { ids: [a._id, a._id] },
    });
    expect(dup.status).toBe(400);
    expect(
      (await call(app, 'GET', '/settings/banners', s)).json.items.map(
        (x: { title: string }) => x.title,
      ),
    ).toEqual(['A', 'B']);
  });
});
