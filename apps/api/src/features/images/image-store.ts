import { and, eq } from 'drizzle-orm';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { imageRenditions } from '../../db/schema/index.ts';
import type { EncodedRendition } from './renditions.ts';

/** A rendition's media type, as the API's route and the bucket serve it. */
export const RENDITION_CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;
/** What any cache may do with a rendition: its name is its content's hash. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export type RenditionToStore = EncodedRendition & { storeId: string; imageId: string };
export type StoredBytes = { format: 'webp' | 'avif'; bytes: Uint8Array<ArrayBuffer> };

/**
 * Where rendition bytes live. Every implementation writes the `image_renditions` row (what the
 * answers and the products name); the bytes go in its `bytes` column (the default: every API
 * replica, on PGlite or behind nginx, reads the same database) or elsewhere by setting.
 * `put` runs inside the upload's transaction (`tx`); `get` serves by hash, the store's only.
 */
export type ImageStore = {
  put(tx: Database, renditions: RenditionToStore[]): Promise<void>;
  get(storeId: string, hash: string): Promise<StoredBytes | null>;
};

/** The store's rendition of this hash (a row of an older, shared naming stays its owner's). */
const ownRendition = (storeId: string, hash: string) =>
  and(eq(imageRenditions.hash, hash), eq(imageRenditions.storeId, storeId));

const row = (r: RenditionToStore, keepBytes: boolean) => ({
  hash: r.hash,
  storeId: r.storeId,
  imageId: r.imageId,
  format: r.format,
  width: r.width,
  height: r.height,
  byteLength: r.bytes.byteLength,
  bytes: keepBytes ? Buffer.from(r.bytes) : null,
});

// A hash names its store and bytes: a rendition another upload of this store already made (the
// same picture with other metadata) is the same file, so a second insert of it is nothing to do.
export async function insertRows(tx: Database, renditions: RenditionToStore[], keepBytes: boolean) {
  if (renditions.length === 0) return;
  await tx
    .insert(imageRenditions)
    .values(renditions.map((r) => row(r, keepBytes)))
    .onConflictDoNothing({ target: imageRenditions.hash });
}

/** The store's rendition of `hash`: its format, and its bytes when the row holds them. */
export async function renditionRow(db: Database, storeId: string, hash: string) {
  const [found] = await db
    .select({ format: imageRenditions.format, bytes: imageRenditions.bytes })
    .from(imageRenditions)
    .where(ownRendition(storeId, hash));
  return found ?? null;
}

/** The default: the bytes in `image_renditions.bytes`. */
export function databaseImageStore(db: Database): ImageStore {
  return {
    put: (tx, renditions) => insertRows(tx, renditions, true),
    async get(storeId, hash) {
      const found = await renditionRow(db, storeId, hash);
      return found?.bytes ? { format: found.format, bytes: new Uint8Array(found.bytes) } : null;
    },
  };
}

/**
 * The bytes as files `{dir}/{hash}.{format}` (IMAGE_STORAGE=directory): a folder every replica
 * shares (one machine, or a network volume). The row keeps `bytes` empty.
 */
export function directoryImageStore(db: Database, dir: string): ImageStore {
  return {
    async put(tx, renditions) {
      await mkdir(dir, { recursive: true });
      for (const r of renditions) {
        // Written whole under a temporary name, then renamed: a reader never sees half a file.
        const path = join(dir, `${r.hash}.${r.format}`);
        await writeFile(`${path}.${process.pid}.tmp`, r.bytes);
        await rename(`${path}.${process.pid}.tmp`, path);
      }
      await insertRows(tx, renditions, false);
    },
    async get(storeId, hash) {
      const found = await renditionRow(db, storeId, hash);
      if (!found) return null;
      const bytes = await readFile(join(dir, `${hash}.${found.format}`)).catch(() => null);
      return bytes ? { format: found.format, bytes: new Uint8Array(bytes) } : null;
    },
  };
}
