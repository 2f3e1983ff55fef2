import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { imageRenditions } from '../../db/schema/index.ts';
import { renditionHash } from './renditions.ts';
import type { ImageBucket } from './s3-store.ts';

export type MoveDirection = 's3' | 'database';

export type MoveReport = {
  /** Renditions whose bytes now live where asked, each checked by its hash there. */
  moved: number;
  /** Renditions left where they were, with why (bytes that do not match their hash, an error). */
  failed: { hash: string; storeId: string; reason: string }[];
};

/** How many renditions are sent at once. */
const PARALLEL = 8;

/**
 * Moves renditions' bytes between the database (`image_renditions.bytes`) and the bucket, one
 * store's (`storeId`) or every store's, `batch` rows at a time in hash order. Each rendition is
 * written where it goes, read back there and checked against its hash (sha-256 of the store id
 * and the bytes: renditionHash) before it leaves where it was, so an interrupted move loses
 * nothing and a second run goes on from where the first stopped (a moved row no longer matches
 * what is left to move). To the bucket: put, read back, then the row's bytes emptied (the row
 * still names the rendition; the serving store reads the object). Back: read, check, the row's
 * bytes written, then the object deleted.
 */
export async function moveImages(
  db: Database,
  bucket: ImageBucket,
  options: {
    to: MoveDirection;
    storeId?: string | undefined;
    batch?: number;
    /** Stops after this many (a test interrupting a move). */
    limit?: number;
    onBatch?: (report: MoveReport) => void;
  },
): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, failed: [] };
  const batch = options.batch ?? 100;
  const waiting =
    options.to === 's3' ? isNotNull(imageRenditions.bytes) : isNull(imageRenditions.bytes);
  let after = '';
  for (;;) {
    const left = options.limit === undefined ? batch : options.limit - report.moved;
    if (left <= 0) break;
    const filters: SQL[] = [waiting, gt(imageRenditions.hash, after)];
    if (options.storeId) filters.push(eq(imageRenditions.storeId, options.storeId));
    const rows = await db
      .select({
        hash: imageRenditions.hash,
        storeId: imageRenditions.storeId,
        format: imageRenditions.format,
        bytes: imageRenditions.bytes,
      })
      .from(imageRenditions)
      .where(and(...filters))
      .orderBy(asc(imageRenditions.hash))
      .limit(Math.min(batch, left));
    if (rows.length === 0) break;
    after = rows.at(-1)!.hash;
    for (let i = 0; i < rows.length; i += PARALLEL) {
      await Promise.all(
        rows.slice(i, i + PARALLEL).map(async (row) => {
          try {
            const reason =
              options.to === 's3'
                ? await toBucket(db, bucket, row)
                : await toDatabase(db, bucket, row);
            if (reason) report.failed.push({ hash: row.hash, storeId: row.storeId, reason });
            else report.moved += 1;
          } catch (error) {
            report.failed.push({ hash: row.hash, storeId: row.storeId, reason: String(error) });
          }
        }),
      );
    }
    options.onBatch?.(report);
  }
  return report;
}

type Row = { hash: string; storeId: string; format: 'webp' | 'avif'; bytes: Buffer | null };

/** Null when moved; else why not. */
async function toBucket(db: Database, bucket: ImageBucket, row: Row): Promise<string | null> {
  const bytes = new Uint8Array(row.bytes!);
  if (renditionHash(row.storeId, bytes) !== row.hash)
    return 'os bytes no banco não batem com o hash';
  const key = bucket.key(row.storeId, row.hash, row.format);
  await bucket.put(key, row.format, bytes);
  const stored = await bucket.get(key);
  if (!stored || renditionHash(row.storeId, stored) !== row.hash) {
    return 'o objeto lido do bucket não bate com o hash';
  }
  await db
    .update(imageRenditions)
    .set({ bytes: null })
    .where(and(eq(imageRenditions.hash, row.hash), isNotNull(imageRenditions.bytes)));
  return null;
}

async function toDatabase(db: Database, bucket: ImageBucket, row: Row): Promise<string | null> {
  const key = bucket.key(row.storeId, row.hash, row.format);
  const stored = await bucket.get(key);
  if (!stored) return 'o objeto não está no bucket';
  if (renditionHash(row.storeId, stored) !== row.hash)
    return 'o objeto do bucket não bate com o hash';
  const [written] = await db
    .update(imageRenditions)
    .set({ bytes: Buffer.from(stored) })
    .where(and(eq(imageRenditions.hash, row.hash), isNull(imageRenditions.bytes)))
    .returning({ bytes: imageRenditions.bytes });
  // What the database now holds is checked too, before the object goes.
  if (!written?.bytes || renditionHash(row.storeId, new Uint8Array(written.bytes)) !== row.hash) {
    return 'os bytes gravados no banco não batem com o hash';
  }
  await bucket.delete(key);
  return null;
}
