import type { Image } from '@vitrine/contract/common';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import type { ImageRef, ImageRefRendition } from '../db/schema/index.ts';

// spec §7: "Store assets are at {cdn}/{public folder}/stores/{store id}". The database keeps
// paths relative to that folder ('products/vaso-azul.svg'), so moving to a CDN is one setting.

/** Where the store folders live on disk (the API serves them in development). */
export function assetsDir(config: Pick<Config, 'ASSETS_DIR' | 'VITRINE_DATA_DIR'>): string {
  if (config.ASSETS_DIR) return resolve(config.ASSETS_DIR);
  if (config.VITRINE_DATA_DIR.startsWith('memory://')) return join(tmpdir(), 'vitrine-assets');
  return resolve(config.VITRINE_DATA_DIR, 'assets');
}

export function storeAssetsDir(config: Parameters<typeof assetsDir>[0], storeId: string): string {
  return join(assetsDir(config), 'stores', storeId);
}

/**
 * Image URLs in answers are always absolute: the storefront runs on another origin. The base is
 * CDN_URL, else PUBLIC_API_URL (config.ts), both settings: never the request's Host, which
 * anyone can set and a shared cache would keep for everyone.
 */
export function assetsBaseUrl(
  config: Pick<Config, 'CDN_URL' | 'PUBLIC_API_URL' | 'PUBLIC_FOLDER'>,
  storeId: string,
): string {
  const origin = (config.CDN_URL || config.PUBLIC_API_URL).replace(/\/+$/, '');
  return `${origin}/${config.PUBLIC_FOLDER}/stores/${storeId}`;
}

/** A stored relative path as the contract's image, resolved against the store's base URL. */
export function toImage(base: string, ref: ImageRef): Image {
  const image: Image = {
    src: assetUrl(base, ref.src),
    width: ref.width,
    height: ref.height,
    alt: ref.alt,
  };
  if (ref.renditions?.length) image.renditions = ref.renditions.map((r) => toRendition(base, r));
  return image;
}

/** A stored image as the orders keep answering it: its path (relative) and size only. */
export function plainImage(ref: ImageRef | null): Image | null {
  return ref && { src: ref.src, width: ref.width, height: ref.height, alt: ref.alt };
}

/**
 * An uploaded image's rendition is named by the hash of its bytes, under the store's folder
 * (features/images serves it from its ImageStore), so the pages' image origin — the API's or
 * the CDN's, already in their Content-Security-Policy — serves it too.
 */
export function renditionPath(r: Pick<ImageRefRendition, 'hash' | 'format'>): string {
  return `images/${r.hash}.${r.format}`;
}

export function toRendition(base: string, r: ImageRefRendition) {
  return {
    format: r.format,
    width: r.width,
    height: r.height,
    src: assetUrl(base, renditionPath(r)),
  };
}

export function assetUrl(base: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
}
