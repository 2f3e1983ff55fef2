import { createHash } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageRenditions } from '../src/db/schema/index.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { photo, upload } from './fixtures/images.ts';
import { createTestApp } from './harness.ts';

/** A rendition's name, computed here apart from the API's renditionHash. */
const nameOf = (storeId: string, bytes: Uint8Array) =>
  createHash('sha256').update(storeId).update(bytes).digest('hex');

type Uploaded = { id: string; renditions: { format: string; width: number; src: string }[] };

async function uploadedBy(
  app: Parameters<typeof upload>[0],
  db: Parameters<typeof createSeller>[0],
) {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id));
  const bytes = await photo(700, 350, '#3a7d44').jpeg().toBuffer();
  const response = await upload(app, { token, storeId: store.id, bytes });
  expect(response.status).toBe(201);
  return { store, image: (await response.json()) as Uploaded };
}

describe('image renditions in the database (the default)', async () => {
  const { app, db } = await createTestApp({
    config: { PUBLIC_API_URL: 'https://api.loja.exemplo' },
  });

  it('keeps each rendition in image_renditions, named by the sha-256 of its store and bytes', async () => {
    const { store, image } = await uploadedBy(app, db);
    const rows = await db
      .select()
      .from(imageRenditions)
      .where(eq(imageRenditions.imageId, image.id));
    expect(rows).toHaveLength(6); // 320, 640, 700 × WebP, AVIF
    for (const row of rows) {
      expect(row.storeId).toBe(store.id);
      expect(row.bytes!.byteLength).toBe(row.byteLength);
      expect(nameOf(store.id, row.bytes!)).toBe(row.hash);
    }
    for (const r of image.renditions) {
      expect(r.src).toMatch(
        new RegExp(
          `^https://api\\.loja\\.exemplo/public/stores/${store.id}/images/[0-9a-f]{64}\\.${r.format}$`,
        ),
      );
    }
  });

  it('serves a rendition at its hash URL with a one-year immutable cache', async () => {
    const { store, image } = await uploadedBy(app, db);
    for (const r of image.renditions) {
      const path = new URL(r.src).pathname;
      const response = await app.request(path);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const hash = nameOf(store.id, bytes);
      expect(path.endsWith(`/${hash}.${r.format}`)).toBe(true);
      expect(response.headers.get('content-type')).toBe(`image/${r.format}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${hash}"`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');

      const again = await app.request(path, { headers: { 'If-None-Match': `"${hash}"` } });
      expect(again.status).toBe(304);
    }
  });

  it('answers 404 for a hash it does not have, or under the other format', async () => {
    const { store, image } = await uploadedBy(app, db);
    const webp = new URL(image.renditions.find((r) => r.format === 'webp')!.src).pathname;
    expect((await app.request(webp.replace(/\.webp$/, '.avif'))).status).toBe(404);
    const missing = `/public/stores/${store.id}/images/${'0'.repeat(64)}.webp`;
    const response = await app.request(missing);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('not_found');
    expect((await app.request(`/public/stores/${store.id}/images/../../x.webp`)).status).toBe(404);
  });
});

describe('image renditions in a directory (IMAGE_STORAGE=directory)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-images-'));
  const { app, db } = await createTestApp({
    config: { IMAGE_STORAGE: 'directory', IMAGE_DIR: dir },
  });

  it('writes the bytes as {hash}.{format} files, leaves the column empty, and serves them', async () => {
    const { image } = await uploadedBy(app, db);
    const rows = await db
      .select()
      .from(imageRenditions)
      .where(eq(imageRenditions.imageId, image.id));
    expect(rows.map((row) => row.bytes)).toEqual(rows.map(() => null));
    expect((await readdir(dir)).sort()).toEqual(rows.map((r) => `${r.hash}.${r.format}`).sort());
    const first = image.renditions[0]!;
    const response = await app.request(new URL(first.src).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`image/${first.format}`);
  });
});
