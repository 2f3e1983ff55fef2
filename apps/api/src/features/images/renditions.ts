import { IMAGE_MAX_PIXELS, IMAGE_WIDTHS } from '@vitrine/contract/images';
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { unreadable } from './judge.ts';

export type EncodedRendition = {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  /** renditionHash of the store and `bytes`: the rendition's name in its URL. */
  hash: string;
  bytes: Uint8Array;
};

/**
 * A rendition's name: sha-256 of the store's id, then the bytes (hex). The same picture in two
 * stores is two renditions, each its store's: a store never serves, lists or attaches another
 * store's rendition, whatever hash it knows (a hash seen on another store's pages names nothing
 * in this one), and one store's deleting an image never takes another's away.
 */
export function renditionHash(storeId: string, bytes: Uint8Array): string {
  return createHash('sha256').update(storeId).update(bytes).digest('hex');
}

/** The widths an image of `width` pixels is re-encoded to: the fixed ones below it, and itself up to the widest. */
export function renditionWidths(width: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  return [...below, Math.min(width, widest)];
}

/**
 * Decodes the upload once — turned upright by its EXIF orientation, and brought down to the
 * widest rendition — then encodes each width in WebP and AVIF from those pixels (a 40-megapixel
 * PNG is decoded once, not ten times). Raw pixels carry no metadata, and sharp writes none
 * unless asked (no keepMetadata/withMetadata here): EXIF — a phone's GPS position among it —,
 * XMP, IPTC and ICC never reach a rendition. A file that fails to decode (truncated, corrupt,
 * a header with nothing valid behind it) is refused: sharp's default `failOn: 'warning'` stops
 * at libvips' first complaint.
 */
export async function encodeRenditions(
  storeId: string,
  bytes: Uint8Array,
  width: number,
): Promise<EncodedRendition[]> {
  const widths = renditionWidths(width);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return await Promise.all(
      widths.flatMap((w) => [
        encode(storeId, pixels().resize({ width: w }).webp({ quality: 80 }), 'webp'),
        // effort 2 of 9: a few times faster than the default 4 for a file a few percent larger.
        encode(storeId, pixels().resize({ width: w }).avif({ quality: 55, effort: 2 }), 'avif'),
      ]),
    );
  } catch {
    throw unreadable();
  }
}

async function encode(
  storeId: string,
  pipeline: Sharp,
  format: 'webp' | 'avif',
): Promise<EncodedRendition> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const hash = renditionHash(storeId, bytes);
  return { format, width: info.width, height: info.height, hash, bytes };
}
