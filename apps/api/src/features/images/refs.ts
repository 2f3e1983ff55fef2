import type { CatalogImage } from '@vitrine/contract/catalog-variations';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { imageRenditions, images, type ImageRef } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { assetUrl, renditionPath } from '../../lib/asset-paths.ts';

const RENDITION_SRC = /\/images\/([0-9a-f]{64})\.(webp|avif)$/;

const unknownImage = (index: number) =>
  badRequest('image_unknown', 'Uma das imagens não foi encontrada. Envie-a de novo.', [
    { path: `images.${index}`, message: 'Imagem desconhecida nesta loja.' },
  ]);

/**
 * What a product stores for the images the seller's office sent (contract `catalogImageSchema`):
 * an uploaded image (`image_id`) must be this store's, and its renditions ones that exist; an
 * image without id must be one the product already has (`current`, e.g. a seeded picture),
 * matched by its URL, so no address from elsewhere ever gets into a page. The alt text and the
 * colour are the seller's.
 */
export async function imageRefsFor(
  db: Database,
  context: { storeId: string; base: string; current: ImageRef[] },
  inputs: CatalogImage[],
): Promise<ImageRef[]> {
  const ids = [...new Set(inputs.flatMap((input) => (input.image_id ? [input.image_id] : [])))];
  const owned = ids.length
    ? await db
        .select({ id: images.id, width: images.width, height: images.height })
        .from(images)
        .where(and(eq(images.storeId, context.storeId), inArray(images.id, ids)))
    : [];
  const hashes = inputs.flatMap((input) =>
    (input.renditions ?? []).flatMap((r) => RENDITION_SRC.exec(r.src)?.[1] ?? []),
  );
  const existing = hashes.length
    ? await db
        .select({
          hash: imageRenditions.hash,
          format: imageRenditions.format,
          width: imageRenditions.width,
          height: imageRenditions.height,
        })
        .from(imageRenditions)
        .where(
          and(eq(imageRenditions.storeId, context.storeId), inArray(imageRenditions.hash, hashes)),
        )
    : [];
  const byHash = new Map(existing.map((r) => [r.hash, r]));

  return inputs.map((input, index) => {
    const extra = { alt: input.alt, ...(input.color ? { color: input.color } : {}) };
    if (!input.image_id) {
      const kept = context.current.find((ref) => assetUrl(context.base, ref.src) === input.src);
      if (!kept) throw unknownImage(index);
      const { color: _color, ...rest } = kept;
      return { ...rest, ...extra };
    }
    const image = owned.find((row) => row.id === input.image_id);
    const renditions = (input.renditions ?? []).map((r) => {
      const found = byHash.get(RENDITION_SRC.exec(r.src)?.[1] ?? '');
      if (!found || found.format !== r.format) throw unknownImage(index);
      return found;
    });
    if (!image || renditions.length === 0) throw unknownImage(index);
    renditions.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
    const widest = renditions.filter((r) => r.format === 'webp').at(-1) ?? renditions.at(-1)!;
    return {
      src: renditionPath(widest),
      width: image.width,
      height: image.height,
      imageId: image.id,
      renditions,
      ...extra,
    };
  });
}
