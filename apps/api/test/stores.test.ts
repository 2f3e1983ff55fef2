import { storeResponseSchema } from '@vitrine/contract/stores';
import { describe, expect, it } from 'vitest';
import { createBanner, createStore, PAYMENT_DEFAULT } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();
const aurora = await createStore(db, { name: 'Aurora Teste', hosts: ['aurora.test', '[::1]'] });
const ipe = await createStore(db, { name: 'Ipê Teste', hosts: ['ipe.test'] });
await createBanner(db, aurora.id, { title: 'Segundo', position: 2 });
await createBanner(db, aurora.id, { title: 'Primeiro', position: 1 });
await createBanner(db, aurora.id, { title: 'Desligado', position: 0, active: false });

const byHost = (host: string) =>
  call(app, 'GET', `/stores/by-host?host=${encodeURIComponent(host)}`);

describe('GET /stores/by-host', () => {
  it('answers the store, its payment_default and its active banners in order (spec §3)', async () => {
    const res = await byHost('aurora.test');
    expect(res.status).toBe(200);
    const body = storeResponseSchema.parse(res.json);
    expect(body.notFound).toBe(false);
    expect(body.data?._id).toBe(aurora.id);
    expect(body.data?.name).toBe('Aurora Teste');
    expect(body.payment_default).toEqual(PAYMENT_DEFAULT);
    expect(body.data?.shipping).toEqual({ fee: 19.9, free_from: 299 });
    expect(body.banners.map((b) => b.title)).toEqual(['Primeiro', 'Segundo']);
  });

  it.each(['AURORA.test', 'aurora.test:5173', 'aurora.test.', '[::1]:3000'])(
    'ignores case, port and trailing dot (%s)',
    async (host) => {
      expect((await byHost(host)).json.data._id).toBe(aurora.id);
    },
  );

  it('tells each host its own store', async () => {
    expect((await byHost('ipe.test')).json.data._id).toBe(ipe.id);
  });

  it('answers notFound with nulls for an unknown host', async () => {
    const res = await byHost('ninguem.test');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      notFound: true,
      suspended: false,
      data: null,
      payment_default: null,
      banners: [],
      banners_until: null,
    });
  });

  it('never exposes the pix key', async () => {
    expect((await byHost('aurora.test')).text).not.toContain('pix@loja.test');
  });

  it('gives absolute asset URLs under {public folder}/stores/{store id} (spec §7)', async () => {
    const body = (await byHost('aurora.test')).json;
    // PUBLIC_API_URL unset outside production: the address the API listens on (config.ts).
    const base = `http://127.0.0.1:3333/public/stores/${aurora.id}`;
    expect(body.data.assets_url).toBe(base);
    expect(body.banners[0].image.src).toMatch(new RegExp(`^${base}/banners/[^/]+\\.svg$`));
  });
});

describe('GET /stores/current', () => {
  it('answers the store of the X-Store-Id header', async () => {
    const res = await call(app, 'GET', '/stores/current', { storeId: ipe.id });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Ipê Teste');
  });

  it('asks for the header when it is missing', async () => {
    const res = await call(app, 'GET', '/stores/current');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('store_required');
  });
});
