import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ensureRoom, type StoreLimits } from '../../lib/store-limits.ts';
import { images } from '../../db/schema/index.ts';
import type { ImageStore } from './image-store.ts';
import type { SavedImage } from './reads.ts';
import type { EncodedRendition } from './renditions.ts';

/**
 * Records an upload and its renditions in one transaction, and answers them as encoded. A
 * rendition is named by its store and bytes: one another image of the store already made (the
 * same picture sent with other metadata) keeps its first row, so this image's list is the
 * one just encoded, not the rows it owns. Two uploads of the same bytes at once make one image.
 */
export async function saveImage(
  db: Database,
  store: ImageStore,
  upload: { storeId: string; sourceHash: string; width: number; height: number },
  renditions: EncodedRendition[],
  limits?: StoreLimits,
): Promise<SavedImage> {
  const id = await db.transaction(async (tx) => {
    // The renditions' bytes count against the store's image storage (STORE_MAX_IMAGE_BYTES).
    if (limits) {
      const bytes = renditions.reduce((sum, rendition) => sum + rendition.bytes.length, 0);
      await ensureRoom(tx, limits, upload.storeId, 'image_bytes', bytes);
    }
    const [inserted] = await tx
      .insert(images)
      .values(upload)
      .onConflictDoNothing({ target: [images.storeId, images.sourceHash] })
      .returning({ id: images.id });
    const imageId =
      inserted?.id ??
      (
        await tx
          .select({ id: images.id })
          .from(images)
          .where(and(eq(images.storeId, upload.storeId), eq(images.sourceHash, upload.sourceHash)))
      )[0]?.id;
    if (!imageId) throw new Error('the uploaded image vanished while it was saved');
    await store.put(
      tx,
      renditions.map((r) => ({ ...r, storeId: upload.storeId, imageId })),
    );
    return imageId;
  });
  return {
    id,
    width: upload.width,
    height: upload.height,
    renditions: renditions
      .map(({ format, width, height, hash }) => ({ format, width, height, hash }))
      .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
  };
}
