import type { UploadedImage } from '@vitrine/contract/images';
import { describe, expect, it } from 'vitest';
import { assetsBaseUrl, toImage } from '../src/lib/asset-paths.ts';
import { imageRefsFor } from '../src/features/images/refs.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { photo, upload } from './fixtures/images.ts';
import { createTestApp } from './harness.ts';

const { app, db, deps } = await createTestApp();

async function storeWithUpload() {
  const store = await createStore(db);
  const token = await sessionFor(db, 'seller', await createSeller(db, store.id));
  const response = await upload(app, {
    token,
    storeId: store.id,
    bytes: await photo(500, 400, '#aa3355').png().toBuffer(),
  });
  return {
    store,
    uploaded: (await response.json()) as UploadedImage,
    base: assetsBaseUrl(deps.config, store.id),
  };
}

const seeded = { src: 'products/vaso.svg', width: 600, height: 600, alt: 'Vaso' };

describe('imageRefsFor: what a product keeps of the images the office sends', () => {
  it('keeps an uploaded image with its renditions, alt and colour; toImage answers it back', async () => {
    const { store, uploaded, base } = await storeWithUpload();
    const refs = await imageRefsFor(db, { storeId: store.id, base, current: [seeded] }, [
      { ...uploaded, image_id: uploaded.id, alt: 'Vaso azul, de frente', color: 'Azul' },
      { ...toImage(base, seeded), alt: 'Vaso (foto antiga)' },
    ]);
    expect(refs[0]).toMatchObject({
      imageId: uploaded.id,
      alt: 'Vaso azul, de frente',
      color: 'Azul',
    });
    expect(refs[0]!.src).toMatch(/^images\/[0-9a-f]{64}\.webp$/);
    expect(refs[1]).toEqual({ ...seeded, alt: 'Vaso (foto antiga)' });
    const answered = toImage(base, refs[0]!);
    expect(answered.src).toBe(uploaded.src);
    expect(answered.renditions).toEqual(uploaded.renditions);
  });

  it('refuses another store’s image, an unknown rendition and an address from elsewhere', async () => {
    const { uploaded } = await storeWithUpload();
    const other = await createStore(db);
    const base = assetsBaseUrl(deps.config, other.id);
    const context = { storeId: other.id, base, current: [seeded] };
    await expect(
      imageRefsFor(db, context, [{ ...uploaded, image_id: uploaded.id, alt: 'x' }]),
    ).rejects.toMatchObject({ code: 'image_unknown' });
    const mine = await storeWithUpload();
    const forged = mine.uploaded.renditions.map((r) => ({
      ...r,
      src: r.src.replace(/[0-9a-f]{64}/, 'f'.repeat(64)),
    }));
    await expect(
      imageRefsFor(db, { storeId: mine.store.id, base: mine.base, current: [] }, [
        { ...mine.uploaded, image_id: mine.uploaded.id, renditions: forged, alt: 'x' },
      ]),
    ).rejects.toMatchObject({ code: 'image_unknown' });
    await expect(
      imageRefsFor(db, context, [
        { src: 'https://malicioso.exemplo/x.png', width: 1, height: 1, alt: 'x' },
      ]),
    ).rejects.toMatchObject({ code: 'image_unknown' });
  });
});
