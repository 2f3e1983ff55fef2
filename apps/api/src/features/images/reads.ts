import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { imageRenditions, images, type ImageRefRendition } from '../../db/schema/index.ts';
import { renditionWidths } from './renditions.ts';

export type SavedImage = {
  id: string;
  width: number;
  height: number;
  renditions: ImageRefRendition[];
};

const renditionColumns = {
  imageId: imageRenditions.imageId,
  format: imageRenditions.format,
  width: imageRenditions.width,
  height: imageRenditions.height,
  hash: imageRenditions.hash,
};

/** The store's images of these ids (others' are not found), with their renditions, narrowest first. */
export async function findImages(
  db: Database,
  storeId: string,
  ids: string[],
): Promise<SavedImage[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.storeId, storeId), inArray(images.id, ids)));
  if (found.length === 0) return [];
  const renditions = await db
    .select(renditionColumns)
    .from(imageRenditions)
    .where(
      inArray(
        imageRenditions.imageId,
        found.map((image) => image.id),
      ),
    )
    .orderBy(asc(imageRenditions.width), asc(imageRenditions.format));
  return found.map((image) => ({
    ...image,
    renditions: renditions
      .filter((r) => r.imageId === image.id)
      .map(({ imageId: _imageId, ...r }) => r),
  }));
}

/**
 * The image this store already made from the same upload (same bytes), when it owns all its
 * renditions (see saveImage: otherwise the caller encodes again, which finds the same hashes).
 */
export async function findBySource(db: Database, storeId: string, sourceHash: string) {
  const [found] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.storeId, storeId), eq(images.sourceHash, sourceHash)));
  const image = found ? (await findImages(db, storeId, [found.id]))[0] : undefined;
  const complete = image && image.renditions.length === 2 * renditionWidths(image.width).length;
  return complete ? image : null;
}
