import type { UploadedImage } from '@vitrine/contract/images';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageRenditions } from '../src/db/schema/index.ts';
import { photo, upload } from './fixtures/images.ts';
import { type SellerStore, storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// Two stores upload the same picture. A rendition's hash is no key to another store's images:
// store B can neither fetch store A's rendition under its own path, nor attach it to a product
// by its hash, and the same bytes make each store its own renditions.

const { app, db } = await createTestApp();

const sellerOf = () => storeWithSeller(db);

async function uploadAs(seller: SellerStore, bytes: Buffer) {
  const response = await upload(app, { storeId: seller.storeId, token: seller.token, bytes });
  expect(response.status).toBe(201);
  return (await response.json()) as UploadedImage;
}

const hashOf = (src: string) => /([0-9a-f]{64})\.(?:webp|avif)$/.exec(src)![1]!;
const pathOf = (src: string) => new URL(src).pathname;

describe('image renditions between stores', () => {
  it('gives each store its own renditions of the same picture, served under its own path only', async () => {
    const [a, b] = [await sellerOf(), await sellerOf()];
    const bytes = await photo(700, 350, '#c0392b').jpeg().toBuffer();
    const ofA = await uploadAs(a, bytes);
    const ofB = await uploadAs(b, bytes);
    const hashesOfA = ofA.renditions.map((r) => hashOf(r.src));
    expect(ofB.renditions.map((r) => hashOf(r.src)).filter((h) => hashesOfA.includes(h))).toEqual(
      [],
    );
    for (const [seller, image] of [
      [a, ofA],
      [b, ofB],
    ] as const) {
      const rows = await db
        .select({ storeId: imageRenditions.storeId })
        .from(imageRenditions)
        .where(eq(imageRenditions.imageId, image.id));
      expect(rows.map((row) => row.storeId)).toEqual(image.renditions.map(() => seller.storeId));
    }
    for (const r of ofA.renditions) {
      const path = pathOf(r.src);
      expect((await app.request(path)).status).toBe(200);
      // A's hash under B's folder names nothing there.
      const underB = path.replace(`/stores/${a.storeId}/`, `/stores/${b.storeId}/`);
      expect(underB).not.toBe(path);
      const refused = await app.request(underB);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { code: string }).code).toBe('not_found');
    }
    for (const r of ofB.renditions) expect((await app.request(pathOf(r.src))).status).toBe(200);
  });

  it('refuses a product of store B that names store A’s renditions by their hash', async () => {
    const [a, b] = [await sellerOf(), await sellerOf()];
    const ofA = await uploadAs(a, await photo(640, 480, '#16a085').png().toBuffer());
    const ofB = await uploadAs(b, await photo(640, 480, '#8e44ad').png().toBuffer());
    const asB = { storeId: b.storeId, token: b.token };
    const product = (images: unknown[]) => ({
      name: 'Almofada',
      options: [],
      variations: [{ price: 59.9, stock: 3 }],
      images,
    });
    // B's own image id, with A's renditions (their URLs moved to B's folder, or left as they are).
    for (const src of [
      (s: string) => s.replace(`/stores/${a.storeId}/`, `/stores/${b.storeId}/`),
      (s: string) => s,
    ]) {
      const forged = ofA.renditions.map((r) => ({ ...r, src: src(r.src) }));
      const refused = await call(app, 'POST', '/catalog/products', {
        ...asB,
        body: product([{ ...ofB, image_id: ofB.id, renditions: forged, alt: 'Almofada' }]),
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'image_unknown',
        details: [{ path: 'images.0' }],
      });
    }
    const own = await call(app, 'POST', '/catalog/products', {
      ...asB,
      body: product([{ ...ofB, image_id: ofB.id, alt: 'Almofada' }]),
    });
    expect(own.status, own.text).toBe(201);
    const listed = own.json.images[0].renditions.map((r: { src: string }) => hashOf(r.src));
    expect(listed.sort()).toEqual(ofB.renditions.map((r) => hashOf(r.src)).sort());
  });
});
