import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// spec §7 "Store assets are at {cdn}/{public folder}/stores/{store id}": served by the API in
// development from ASSETS_DIR.

const assets = mkdtempSync(join(tmpdir(), 'vitrine-assets-'));
afterAll(() => rmSync(assets, { recursive: true, force: true }));
const { app, db } = await createTestApp({
  config: { ASSETS_DIR: assets, PUBLIC_FOLDER: 'arquivos' },
});
const store = await createStore(db);
const folder = join(assets, 'stores', store.id, 'products');
mkdirSync(folder, { recursive: true });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
writeFileSync(join(folder, 'vaso.svg'), SVG);
writeFileSync(join(assets, 'segredo.svg'), 'SEGREDO-123');
const url = `/arquivos/stores/${store.id}/products/vaso.svg`;

describe('store assets', () => {
  it('serves a file under the configured public folder with its type and cache headers', async () => {
    const res = await call(app, 'GET', url);
    expect(res.status).toBe(200);
    expect(res.text).toBe(SVG);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 304 when the browser already has this version', async () => {
    const etag = (await call(app, 'GET', url)).headers.get('etag')!;
    const res = await call(app, 'GET', url, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
  });

  it.each([
    `/arquivos/stores/${store.id}/${encodeURIComponent('..')}/segredo.svg`,
    `/arquivos/stores/${store.id}/products/${encodeURIComponent('../../../segredo.svg')}`,
    `/arquivos/stores/${store.id}/products/..%2F..%2F..%2Fsegredo.svg`,
    `/public/stores/${store.id}/products/vaso.svg`,
  ])('never reaches outside the store folder (%s)', async (path) => {
    const res = await call(app, 'GET', path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.text).not.toContain('SEGREDO-123');
  });

  it('builds image URLs of answers from the same folder', async () => {
    const res = await call(app, 'GET', '/stores/current', { storeId: store.id });
    expect(res.json.assets_url).toBe(`http://127.0.0.1:3333/arquivos/stores/${store.id}`);
  });
});
