import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { imageBucket } from '../src/features/images/s3-store.ts';
import { startS3 } from './servers/s3.ts';

// The loopback S3 server (s3rver, patched: patches/s3rver@3.7.1.patch) keeps S3's
// read-after-write promise: a PUT is answered only once the object can be read in full. s3rver
// as published answered when its hashing step had seen the bytes, before its file was written,
// and a GET right after read a short file (ci69's images-s3 move: "o objeto lido do bucket não
// bate com o hash"). Here the disk is made slow for objects' bytes (not for the small metadata
// files), which opens that window every time.

const write = fs.write;
const SLOW_MS = 150;
(fs as { write: unknown }).write = (...args: unknown[]) => {
  const bytes = args[1] as { length?: number } | undefined;
  const slow = (bytes?.length ?? 0) > 1_000;
  setTimeout(() => (write as (...a: unknown[]) => void)(...args), slow ? SLOW_MS : 0);
};
afterAll(() => {
  (fs as { write: unknown }).write = write;
});

const s3 = await startS3();
afterAll(() => s3.close());
const bucket = imageBucket(testConfig(s3.settings));

it('reads back in full an object right after its PUT is answered, on a slow disk', async () => {
  const objects = Array.from({ length: 24 }, (_, i) => ({
    key: `public/read-after-write/${i}.webp`,
    bytes: randomBytes(4_000 + i * 700),
  }));
  const short: string[] = [];
  await Promise.all(
    objects.map(async ({ key, bytes }) => {
      await bucket.put(key, 'webp', bytes);
      const read = await bucket.get(key);
      if (!read || !Buffer.from(read).equals(bytes)) short.push(`${key}: ${read?.length ?? 0}`);
    }),
  );
  expect(short).toEqual([]);
});
