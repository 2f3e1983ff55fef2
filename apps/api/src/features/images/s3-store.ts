import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { renditionPath } from '../../lib/asset-paths.ts';
import {
  IMMUTABLE,
  insertRows,
  RENDITION_CONTENT_TYPES,
  renditionRow,
  type ImageStore,
  type StoredBytes,
} from './image-store.ts';

export type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'PUBLIC_FOLDER'
>;

/** One rendition as an object of the bucket. */
export type ImageBucket = {
  readonly name: string;
  key(storeId: string, hash: string, format: 'webp' | 'avif'): string;
  put(key: string, format: 'webp' | 'avif', bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
};

/**
 * The S3 API (AWS SDK v3's client) on the settings' bucket: AWS, or any S3-compatible store by
 * S3_ENDPOINT (path-style there unless told otherwise). Checksums only when an operation
 * requires them: the SDK's default CRC32 on every upload is refused by some compatible stores.
 * An object's key is the image URL's path under CDN_URL (`public/stores/{id}/images/{hash}.webp`),
 * so a CDN in front of the bucket serves exactly the URLs the answers name.
 */
export function imageBucket(settings: S3Settings): ImageBucket {
  const bucket = settings.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required with IMAGE_STORAGE=s3');
  const pathStyle =
    settings.S3_FORCE_PATH_STYLE !== undefined
      ? ['true', '1'].includes(settings.S3_FORCE_PATH_STYLE)
      : Boolean(settings.S3_ENDPOINT);
  const client = new S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    forcePathStyle: pathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    maxAttempts: 3,
  });
  return {
    name: bucket,
    key: (storeId, hash, format) =>
      `${settings.PUBLIC_FOLDER}/stores/${storeId}/${renditionPath({ hash, format })}`,
    async put(key, format, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: RENDITION_CONTENT_TYPES[format],
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

/**
 * IMAGE_STORAGE=s3: each rendition an object of the bucket, written before its row (the row is
 * what names it: a row never points at a missing object). A row still holding its bytes (not
 * moved yet: `pnpm --filter @vitrine/api images:move`) is served from them.
 */
export function s3ImageStore(db: Database, bucket: ImageBucket): ImageStore {
  return {
    async put(tx, renditions) {
      for (const r of renditions) {
        await bucket.put(bucket.key(r.storeId, r.hash, r.format), r.format, r.bytes);
      }
      await insertRows(tx, renditions, false);
    },
    async get(storeId, hash): Promise<StoredBytes | null> {
      const found = await renditionRow(db, storeId, hash);
      if (!found) return null;
      if (found.bytes) return { format: found.format, bytes: new Uint8Array(found.bytes) };
      const bytes = await bucket.get(bucket.key(storeId, hash, found.format));
      return bytes ? { format: found.format, bytes: new Uint8Array(bytes) } : null;
    },
  };
}
