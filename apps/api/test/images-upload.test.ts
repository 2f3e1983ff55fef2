import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageRenditions, images } from '../src/db/schema/index.ts';
import { createCustomer, sessionFor } from './fixtures/accounts.ts';
import {
  gifWithZip,
  hasGpsTag,
  jpegWithHtmlComment,
  phonePhotoWithGps,
  photo,
  pngDeclaring,
  SVG_WITH_SCRIPT,
  upload,
} from './fixtures/images.ts';
import { type SellerStore, storeWithSeller } from './fixtures/seller-store.ts';
import { createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

let store: SellerStore['store'];
let token: string;
beforeAll(async () => {
  ({ store, token } = await storeWithSeller(db));
});

type Uploaded = {
  id: string;
  width: number;
  height: number;
  src: string;
  renditions: { format: 'webp' | 'avif'; width: number; height: number; src: string }[];
};

async function send(bytes: Uint8Array | Buffer, name = 'foto.jpg', type = 'image/jpeg') {
  const response = await upload(app, { token, storeId: store.id, bytes, name, type });
  return {
    status: response.status,
    json: (await response.json()) as Uploaded & { code: string; message: string },
  };
}

/** Every rendition's bytes, as the storefront would fetch them. */
async function fetchAll(image: Uploaded) {
  return Promise.all(
    image.renditions.map(async (r) => {
      const response = await app.request(new URL(r.src).pathname);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }),
  );
}

describe('POST /images: what the bytes are, not what the name says', () => {
  it('refuses an SVG renamed .jpg and sent as image/jpeg (it can carry script)', async () => {
    const { status, json } = await send(Buffer.from(SVG_WITH_SCRIPT), 'produto.jpg');
    expect(status).toBe(415);
    expect(json.code).toBe('image_type_refused');
    expect(json.message).toMatch(/SVG .* não são aceitos/);
  });

  it.each([
    [
      'an HTML page with a JPEG after it',
      async () =>
        Buffer.concat([
          Buffer.from('<html><script>alert(1)</script></html>'),
          await photo(40, 30).jpeg().toBuffer(),
        ]),
    ],
    ['a GIF with a ZIP appended (GIFAR)', gifWithZip],
    ['a PDF', async () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['a TIFF', async () => photo(40, 30).tiff().toBuffer()],
    ['random bytes', async () => Buffer.from('não é uma imagem'.repeat(20))],
  ])('refuses %s', async (_name, make) => {
    const { status, json } = await send(await make());
    expect(status).toBe(415);
    expect(json.code).toBe('image_type_refused');
  });

  it('refuses a truncated JPEG (a header with nothing valid behind it)', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const { status, json } = await send(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(status).toBe(422);
    expect(json.code).toBe('image_unreadable');
  });

  // A file that starts as a clean raster of an allowed type is accepted: its pixels are
  // decoded and re-encoded, so what rode along (a comment, bytes after the end) is not in any
  // rendition, and the original is never served.
  it.each([
    [
      'a JPEG whose comment segment is an HTML page (JPEG/HTML polyglot)',
      () =>
        jpegWithHtmlComment('<html><body><script>alert(document.cookie)</script></body></html>'),
    ],
    [
      'a PNG with a script appended after IEND',
      async () =>
        Buffer.concat([
          await photo(400, 300).png().toBuffer(),
          Buffer.from('<script>alert(document.cookie)</script>'),
        ]),
    ],
  ])('re-encodes %s, and no rendition carries the script', async (_name, make) => {
    const { status, json } = await send(await make());
    expect(status).toBe(201);
    for (const bytes of await fetchAll(json)) {
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('alert(')).toBe(false);
    }
  });

  it('refuses a decompression bomb from its header, before decoding a pixel', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    const { status, json } = await send(bomb, 'bomba.png', 'image/png');
    expect(status).toBe(422);
    expect(json.code).toBe('image_too_many_pixels');
    expect(json.message).toContain('40 megapixels');
  });

  // Its own time limit: making and decoding 40 megapixels on two shared cores (a limit on
  // hangs, not a speed check).
  it('refuses 7,000 × 6,000 (42 megapixels) and accepts 20,000 × 2,000 (40)', async () => {
    expect((await send(pngDeclaring(7_000, 6_000), 'a.png')).json.code).toBe(
      'image_too_many_pixels',
    );
    // Grey, low quality, no optimised coding: the cheapest 40-megapixel JPEG to make.
    const forty = await photo(20_000, 2_000)
      .greyscale()
      .jpeg({ quality: 10, optimiseCoding: false })
      .toBuffer();
    const { status, json } = await send(forty);
    expect(status).toBe(201);
    expect(json.width).toBe(20_000);
  }, 90_000);
});

describe('POST /images: metadata', () => {
  it('turns a sideways phone photo upright and strips its EXIF (GPS included)', async () => {
    const original = await phonePhotoWithGps(800, 600);
    const meta = await sharp(original).metadata();
    expect(meta.orientation).toBe(6);
    expect(hasGpsTag(meta.exif)).toBe(true);

    const { status, json } = await send(original, 'IMG_0001.JPG');
    expect(status).toBe(201);
    // Orientation 6 is a quarter turn: 800 × 600 as stored, 600 × 800 as seen.
    expect([json.width, json.height]).toEqual([600, 800]);
    for (const bytes of await fetchAll(json)) {
      const rendition = await sharp(bytes).metadata();
      expect(rendition.exif).toBeUndefined();
      expect(rendition.xmp).toBeUndefined();
      expect(rendition.orientation ?? 1).toBe(1);
      expect(rendition.height).toBeGreaterThan(rendition.width!);
      expect(bytes.includes('Exif\0\0')).toBe(false);
    }
  });
});

/** A body as it comes, not a form: a stream without Content-Length, or a Content-Length that lies. */
function rawPost(body: RequestInit['body'], headers: Record<string, string> = {}) {
  return app.request('/images', {
    method: 'POST',
    headers: {
      'X-Store-Id': store.id,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=x',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('POST /images: size', () => {
  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1, 0xff);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const { status, json } = await send(big);
    expect(status).toBe(413);
    expect(json.code).toBe('image_too_large');
    expect(json.message).toContain('10 MB');
  });

  it('stops reading a body without Content-Length once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await rawPost(body);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    // The limit plus at most the chunks the stream had queued: never the 50 MB offered.
    expect(sent).toBeLessThanOrEqual(IMAGE_MAX_BYTES + 3 * chunk.length);
  });

  it('refuses at once a Content-Length over the limit', async () => {
    const response = await rawPost('x', { 'Content-Length': String(40 * 1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it('answers a request without a file with a pt-BR message', async () => {
    const form = new FormData();
    form.append('outro', 'texto');
    const response = await app.request('/images', {
      method: 'POST',
      headers: { 'X-Store-Id': store.id, Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('image_missing');
  });
});

describe('POST /images: who may upload', () => {
  it('refuses without a session, a customer, and a seller of another store', async () => {
    const bytes = await photo(200, 100).png().toBuffer();
    expect((await upload(app, { storeId: store.id, bytes })).status).toBe(401);

    const customer = await createCustomer(db, store.id);
    const customerToken = await sessionFor(db, 'customer', customer);
    expect((await upload(app, { storeId: store.id, bytes, token: customerToken })).status).toBe(
      401,
    );

    const { store: other, token: otherToken } = await storeWithSeller(db);
    const response = await upload(app, { storeId: store.id, bytes, token: otherToken });
    expect(response.status).toBe(403);
    expect(await db.select().from(images).where(eq(images.storeId, other.id))).toEqual([]);
  });
});

describe('POST /images: renditions', () => {
  it('re-encodes to the fixed widths below the original and the original, in WebP and AVIF', async () => {
    const { status, json } = await send(
      await photo(1000, 750).png().toBuffer(),
      'a.png',
      'image/png',
    );
    expect(status).toBe(201);
    expect([json.width, json.height]).toEqual([1000, 750]);
    const sizes = json.renditions.map((r) => `${r.format} ${r.width}x${r.height}`).sort();
    expect(sizes).toEqual(
      ['320x240', '640x480', '960x720', '1000x750']
        .flatMap((s) => [`avif ${s}`, `webp ${s}`])
        .sort(),
    );
    expect(json.src).toMatch(/\/images\/[0-9a-f]{64}\.webp$/);
    expect(json.src).toBe(
      json.renditions.find((r) => r.format === 'webp' && r.width === 1000)!.src,
    );

    const bytes = await fetchAll(json);
    for (const [i, r] of json.renditions.entries()) {
      const meta = await sharp(bytes[i]).metadata();
      expect(meta.width).toBe(r.width);
      expect(r.format === 'webp' ? meta.format : meta.compression).toBe(
        r.format === 'webp' ? 'webp' : 'av1',
      );
    }
  });

  it('never widens: a 200-pixel image has only its own width', async () => {
    const { json } = await send(await photo(200, 100).webp().toBuffer(), 'p.webp', 'image/webp');
    expect(json.renditions.map((r) => [r.format, r.width])).toEqual([
      ['avif', 200],
      ['webp', 200],
    ]);
  });

  it('caps the widest at 1600 and accepts AVIF', async () => {
    const avif = await photo(2400, 200).avif({ effort: 0 }).toBuffer();
    const { status, json } = await send(avif, 'foto.avif', 'image/avif');
    expect(status).toBe(201);
    expect([...new Set(json.renditions.map((r) => r.width))]).toEqual([320, 640, 960, 1280, 1600]);
  });

  it('makes the same image of the same bytes sent twice', async () => {
    const bytes = await photo(300, 300, '#884422').jpeg().toBuffer();
    const first = await send(bytes);
    const second = await send(bytes, 'de-novo.jpg');
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    const rows = await db
      .select()
      .from(imageRenditions)
      .where(eq(imageRenditions.imageId, first.json.id));
    expect(rows).toHaveLength(2);
  });
});
