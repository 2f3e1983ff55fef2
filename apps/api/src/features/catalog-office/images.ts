import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import type { ImageRef } from '../../db/schema/index.ts';
import { assetUrl } from '../assets/asset-paths.ts';

/** An image as the catalog stores it: the path under the store's assets, or an upload's URL. */
export type StoredImage = ImageRef & { imageId?: string; color?: string };

/**
 * Stored → answered: the path made absolute (assets-paths' one rule), as every answer's; with
 * no base (a copy made inside the API), left as stored.
 */
export function toCatalogImage(base: string, ref: StoredImage): CatalogImage {
  return {
    src: base ? assetUrl(base, ref.src) : ref.src,
    width: ref.width,
    height: ref.height,
    alt: ref.alt,
    ...(ref.imageId ? { image_id: ref.imageId } : {}),
    ...(ref.color ? { color: ref.color } : {}),
  };
}

/**
 * Answered → stored: a URL under the store's own assets goes back to its relative path, so the
 * office sending back what it read keeps the catalog movable to a CDN (one setting).
 */
export function toStoredImage(base: string, image: CatalogImage): StoredImage {
  const prefix = `${base}/`;
  return {
    src: base && image.src.startsWith(prefix) ? image.src.slice(prefix.length) : image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    ...(image.image_id ? { imageId: image.image_id } : {}),
    ...(image.color ? { color: image.color } : {}),
  };
}
