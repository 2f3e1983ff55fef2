import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import type { ImageRef } from '../../db/schema/index.ts';
import { renditionPath, toImage } from '../../lib/asset-paths.ts';

/** An image as the catalog stores it: the path under the store's assets, and an upload's data. */
export type StoredImage = ImageRef;

const RENDITION_HASH = /(?:^|\/)images\/([0-9a-f]{64})\.(?:webp|avif)$/;

/**
 * Stored → answered: paths made absolute (assets-paths' one rule), as every answer's, with the
 * upload's id, renditions and colour; with no base (a copy made inside the API: a duplicate,
 * the CSV import), paths left relative.
 */
export function toCatalogImage(base: string, ref: StoredImage): CatalogImage {
  const image = base
    ? toImage(base, ref)
    : {
        src: ref.src,
        width: ref.width,
        height: ref.height,
        alt: ref.alt,
        ...(ref.renditions?.length
          ? {
              renditions: ref.renditions.map((r) => ({
                format: r.format,
                width: r.width,
                height: r.height,
                src: renditionPath(r),
              })),
            }
          : {}),
      };
  return {
    ...image,
    ...(ref.imageId ? { image_id: ref.imageId } : {}),
    ...(ref.color ? { color: ref.color } : {}),
  };
}

/**
 * Answered → stored, for the API's own callers (seed, duplicate, CSV import), whose images
 * are ones the catalog already holds: the office's requests go through imageRefsFor instead,
 * which checks each image is the store's.
 */
export function toStoredImage(image: CatalogImage): StoredImage {
  const renditions = (image.renditions ?? []).flatMap((r) => {
    const hash = RENDITION_HASH.exec(r.src)?.[1];
    return hash ? [{ format: r.format, width: r.width, height: r.height, hash }] : [];
  });
  return {
    src: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    ...(image.image_id ? { imageId: image.image_id } : {}),
    ...(image.color ? { color: image.color } : {}),
    ...(renditions.length ? { renditions } : {}),
  };
}
