import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { images, imageRenditions } from '../src/db/schema/index.ts';
import { moveImages } from '../src/features/images/move.ts';
import { IMMUTABLE } from '../src/features/images/image-store.ts';
import { imageBucket } from '../src/features/images/s3-store.ts';
import { testConfig } from '../src/config.ts';
import { createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { photo, upload } from './fixtures/images.ts';
import { createTestApp } from './harness.ts';
import { startS3 } from './servers/s3.ts';

// IMAGE_STORAGE=s3 (features/images/s3-store.ts) against an S3-compatible server on loopback
// (s3rver), and the command that moves renditions between the database and the bucket
// (features/images/move.ts, `pnpm --filter @vitrine/api images:move`), verified by hash.

/** A rendition's name, computed here apart from the API's renditionHash. */
const nameOf = (storeId: string, bytes: Uint8Array) =>
  createHash('sha256').update(storeId).update(bytes).digest('hex');

const s3 = await startS3();
afterAll(() => s3.close());
// The bucket served as a CDN would serve it: image URLs point at it.
const cdn = `${s3.endpoint}/${s3.bucket}`;
const { app, db, jobConnection } = await createTestApp({
  config: { ...s3.settings, CDN_URL: cdn },
});
const bucket = imageBucket(testConfig(s3.settings));

type Uploaded = { id: string; renditions: { format: string; width: number; src: string }[] };

describe('images in an S3-compatible bucket', () => {
  it('puts each rendition in the bucket named as its URL, with an immutable cache, and serves it', async () => {
    const store = await createStore(db);
    const token = await sessionFor(db, 'seller', await createSeller(db, store.id));
    const bytes = await photo(700, 350, '#7d3a44').jpeg().toBuffer();
    const response = await upload(app, { token, storeId: store.id, bytes });
    expect(response.status).toBe(201);
    const image = (await response.json()) as Uploaded;
    expect(image.renditions).toHaveLength(6);
    for (const r of image.renditions) {
      // The URL the answer names is the bucket's object, through CDN_URL.
      expect(r.src).toMatch(
        new RegExp(`^${cdn}/public/stores/${store.id}/images/[0-9a-f]{64}\\.${r.format}$`),
      );
      const object = await fetch(r.src);
      expect(object.status).toBe(200);
      expect(object.headers.get('content-type')).toBe(`image/${r.format}`);
      expect(object.headers.get('cache-control')).toBe(IMMUTABLE);
      const got = new Uint8Array(await object.arrayBuffer());
      expect(r.src.endsWith(`/${nameOf(store.id, got)}.${r.format}`)).toBe(true);
      // The API's own route serves the same bytes (read from the bucket).
      const served = await app.request(new URL(r.src).pathname.replace(`/${s3.bucket}`, ''));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(got))).toBe(true);
    }
    // The rows name the renditions; the bytes are the bucket's only.
    const rows = await db
      .select()
      .from(imageRenditions)
      .where(eq(imageRenditions.imageId, image.id));
    expect(rows.every((row) => row.bytes === null)).toBe(true);
  });

  it(
    'moves 250 renditions to the bucket and back, each checked by its hash, resuming after a stop',
    // Three batches of 100 and a stop in between: what batching and resuming need. (1,000 were
    // 3,000 objects through s3rver, which shares this process and PGlite's thread: past 150 s on
    // PGlite beside CI's other suites, ci90, the API suite's longest file.) A guard against a
    // hang, not a measure of speed.
    { timeout: 420_000 },
    async () => {
      const store = await createStore(db);
      const other = await createStore(db);
      const moved = await renditionsIn(store.id, 250);
      const untouched = await renditionsIn(other.id, 5);

      // Stopped after 100 (an interrupted run), then run again: it goes on from there.
      const first = await move('s3', store.id, 100);
      expect(first).toEqual({ moved: 100, failed: [] });
      expect(await inDatabase(store.id)).toBe(150);
      const second = await move('s3', store.id);
      expect(second).toEqual({ moved: 150, failed: [] });
      expect(await inDatabase(store.id)).toBe(0);
      // Every object in the bucket is its rendition's bytes; the other store's stayed put.
      // Read 8 at a time, as the mover writes them (one after another they were a third of this
      // test's time, ci75).
      for (let i = 0; i < moved.length; i += 8) {
        await Promise.all(
          moved.slice(i, i + 8).map(async (r) => {
            const object = await s3.object(bucket.key(store.id, r.hash, 'webp'));
            expect(object.status).toBe(200);
            expect(nameOf(store.id, new Uint8Array(await object.arrayBuffer()))).toBe(r.hash);
          }),
        );
      }
      expect(await inDatabase(other.id)).toBe(untouched.length);
      // Served from the bucket while the rows are empty.
      const served = await app.request(`/public/stores/${store.id}/images/${moved[0]!.hash}.webp`);
      expect(nameOf(store.id, new Uint8Array(await served.arrayBuffer()))).toBe(moved[0]!.hash);

      // And back: every row holds its bytes again, each equal to its hash; the objects are gone.
      const back = await move('database', store.id);
      expect(back).toEqual({ moved: 250, failed: [] });
      const rows = await db
        .select({ hash: imageRenditions.hash, bytes: imageRenditions.bytes })
        .from(imageRenditions)
        .where(eq(imageRenditions.storeId, store.id));
      expect(rows).toHaveLength(250);
      for (const row of rows) expect(nameOf(store.id, new Uint8Array(row.bytes!))).toBe(row.hash);
      expect((await s3.object(bucket.key(store.id, moved[0]!.hash, 'webp'))).status).toBe(404);
    },
  );

  it('leaves a rendition whose bytes do not match its hash where it is, and says so', async () => {
    const store = await createStore(db);
    const [good, bad] = await renditionsIn(store.id, 2);
    await db
      .update(imageRenditions)
      .set({ bytes: Buffer.from('não é esta imagem') })
      .where(eq(imageRenditions.hash, bad!.hash));
    const report = await moveImages(db, bucket, { to: 's3', storeId: store.id });
    expect(report.moved).toBe(1);
    expect(report.failed).toEqual([
      { hash: bad!.hash, storeId: store.id, reason: 'os bytes no banco não batem com o hash' },
    ]);
    expect(await inDatabase(store.id)).toBe(1);
    expect((await s3.object(bucket.key(store.id, good!.hash, 'webp'))).status).toBe(200);
    expect((await s3.object(bucket.key(store.id, bad!.hash, 'webp'))).status).toBe(404);
  });
});

/** `count` distinct small WebP pictures of the store, as rows holding their bytes. */
async function renditionsIn(storeId: string, count: number) {
  const [image] = await db
    .insert(images)
    .values({ storeId, sourceHash: randomUUID(), width: 16, height: 16 })
    .returning();
  const made: { hash: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    const colour = `#${(i * 2654435761 + storeId.charCodeAt(0)).toString(16).padStart(6, '0').slice(-6)}`;
    const bytes = await photo(16, 16 + (i % 7), colour)
      .webp({ quality: 50 })
      .toBuffer();
    made.push({ hash: nameOf(storeId, bytes), bytes });
  }
  const unique = [...new Map(made.map((r) => [r.hash, r])).values()];
  for (let i = 0; i < unique.length; i += 200) {
    await db.insert(imageRenditions).values(
      unique.slice(i, i + 200).map((r) => ({
        hash: r.hash,
        storeId,
        imageId: image!.id,
        format: 'webp' as const,
        width: 16,
        height: 16,
        byteLength: r.bytes.byteLength,
        bytes: r.bytes,
      })),
    );
  }
  expect(unique).toHaveLength(count);
  return unique;
}

/** How many of the store's renditions hold their bytes in the database. */
async function inDatabase(storeId: string) {
  const rows = await db
    .select({ hash: imageRenditions.hash })
    .from(imageRenditions)
    .where(and(eq(imageRenditions.storeId, storeId), isNotNull(imageRenditions.bytes)));
  return rows.length;
}

/**
 * The move as an operator runs it: on PostgreSQL the command itself (`images:move`, a process
 * on this file's database), on the embedded PGlite (this process's only) the function it runs.
 */
async function move(to: 's3' | 'database', storeId: string, limit?: number) {
  if (!('connectionString' in jobConnection) || limit !== undefined) {
    return moveImages(db, bucket, { to, storeId, limit, batch: 100 });
  }
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/features/images/move-cli.ts', '--to', to, '--store', storeId],
      {
        env: {
          ...process.env,
          DATABASE_URL: jobConnection.connectionString,
          ...s3.settings,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(text))));
  });
  const moved = Number(/^(\d+) versões de imagem movidas/m.exec(output)?.[1]);
  return { moved, failed: [] };
}
