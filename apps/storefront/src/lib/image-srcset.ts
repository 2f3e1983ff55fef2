import type { Image, ImageRendition } from '@vitrine/contract/common';

/**
 * `srcset` of one format's renditions of an uploaded image (each file with its width), or
 * undefined for a seeded picture, which is one file: with `sizes`, the browser downloads the
 * smallest file that fills the box.
 */
export function srcSetOf(
  image: Pick<Image, 'renditions'>,
  format: ImageRendition['format'] = 'webp',
): string | undefined {
  const files = (image.renditions ?? []).filter((r) => r.format === format);
  return files.length ? files.map((r) => `${r.src} ${r.width}w`).join(', ') : undefined;
}
