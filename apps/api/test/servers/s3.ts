import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server (s3rver, the S3 REST API over files) on 127.0.0.1 with one bucket:
 * the IMAGE_STORAGE=s3 settings that reach it (path-style, its published credentials), and
 * `object(key)` to read an object as a CDN in front of the bucket would (plain GET, no signature:
 * s3rver serves its objects publicly). s3rver is patched (patches/s3rver@3.7.1.patch) to answer a
 * PUT only once the object is on disk, as S3's read-after-write promise says: test/s3-server.test.ts.
 */
export async function startS3(bucket = 'vitrine-imagens') {
  const directory = await mkdtemp(join(tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    settings: {
      IMAGE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    object: (key: string) => fetch(`${endpoint}/${bucket}/${key}`),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
