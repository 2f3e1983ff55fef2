import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@vitrine/contract/images';
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../../http/errors.ts';

/** What an upload's bytes were found to be: one of the four formats a seller may send. */
export type JudgedImage = {
  format: 'jpeg' | 'png' | 'webp' | 'avif';
  width: number;
  height: number;
};

export const refusedType = () =>
  new ApiError(
    415,
    'image_type_refused',
    'Envie uma foto em JPEG, PNG, WebP ou AVIF. SVG e outros formatos não são aceitos.',
  );
export const tooLarge = (headers: Record<string, string> = {}) =>
  new ApiError(
    413,
    'image_too_large',
    'A imagem passa de 10 MB. Envie um arquivo menor.',
    undefined,
    headers,
  );
const tooManyPixels = () =>
  new ApiError(
    422,
    'image_too_many_pixels',
    'A imagem passa de 40 megapixels. Reduza as dimensões e envie de novo.',
  );
export const unreadable = () =>
  new ApiError(
    422,
    'image_unreadable',
    'Não foi possível ler esta imagem. O arquivo pode estar corrompido.',
  );

/**
 * Judges an upload by its bytes, never by its name or declared type: libvips picks its loader
 * from the leading bytes (JPEG's SOI, PNG's signature, RIFF…WEBP, an ISO-BMFF `ftyp` box), and
 * only reads the header here, so a decompression bomb (a tiny PNG declaring 50,000 × 50,000) is
 * refused before any pixel is decoded. SVG is refused whatever it is called: it can carry script.
 * Anything that does not start as one of the four rasters (HTML, a GIF-and-ZIP polyglot, a PDF)
 * is refused too; one that does is only ever served re-encoded (renditions.ts), so whatever rode
 * along after or inside it (a comment, bytes after the end marker) is not in what we serve.
 */
export async function judgeImage(bytes: Uint8Array): Promise<JudgedImage> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    // No pixel limit here: reading the header decodes nothing, and the size is checked below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refusedType();
  }
  const format = allowedFormat(meta);
  if (!format) throw refusedType();
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  // EXIF orientations 5–8 turn the picture a quarter: what the shopper sees is the other way.
  const turned = (meta.orientation ?? 1) >= 5;
  return { format, width: turned ? height : width, height: turned ? width : height };
}

function allowedFormat(meta: Metadata): JudgedImage['format'] | null {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return meta.format;
    // HEIF holds both AVIF (AV1) and the iPhone's HEIC (HEVC): only AVIF is allowed.
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}
