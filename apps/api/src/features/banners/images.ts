import type { bannerImageInputSchema } from '@vitrine/contract/banners';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { ImageRef } from '../../db/schema/index.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { imageRefsFor } from '../images/refs.ts';

type ImageInput = z.output<typeof bannerImageInputSchema>;

/**
 * A banner's image as stored, through the catalog's own check (images/refs.ts): an upload must
 * be this store's, with renditions that exist; an image without id must be the banner's
 * current one. Its refusal names the banner's field instead of a product's list.
 */
export async function bannerImageRef(
  db: Database,
  context: { storeId: string; base: string; current: ImageRef | null },
  field: 'image' | 'mobile_image',
  input: ImageInput,
): Promise<ImageRef> {
  try {
    const [ref] = await imageRefsFor(
      db,
      {
        storeId: context.storeId,
        base: context.base,
        current: context.current ? [context.current] : [],
      },
      [{ ...input, alt: '' }],
    );
    return ref!;
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'image_unknown') throw error;
    throw badRequest('image_unknown', 'A imagem não foi encontrada nesta loja. Envie-a de novo.', [
      { path: field, message: 'Imagem desconhecida nesta loja.' },
    ]);
  }
}

/** The desktop image's columns of a banner row. */
export function desktopColumns(ref: ImageRef) {
  return {
    image: ref.src,
    imageWidth: ref.width,
    imageHeight: ref.height,
    imageId: ref.imageId ?? null,
    imageRenditions: ref.renditions ?? [],
  };
}

/** The phone image as stored (its alt is the banner's title when served). */
export function mobileColumn(ref: ImageRef | null): ImageRef | null {
  if (!ref) return null;
  const { color: _color, ...rest } = ref;
  return { ...rest, alt: '' };
}
