import type { Image, ImageRendition } from '@vitrine/contract/common';

type Props = {
  image: Image | null;
  fallbackAlt: string;
  /** How wide the image is drawn, for the browser to pick a file (and no layout shift). */
  sizes: string;
  /** Above the fold: load now, and first (the page's largest paint). */
  priority?: boolean;
  className?: string;
  /** Decorative in context (a card whose link already names the item). */
  decorative?: boolean;
};

/** `srcset` of one format's renditions: each file with its width. */
const srcSetOf = (renditions: ImageRendition[], format: ImageRendition['format']) =>
  renditions
    .filter((r) => r.format === format)
    .map((r) => `${r.src} ${r.width}w`)
    .join(', ');

/**
 * Every catalog image: width and height always set (the box is reserved before the file
 * arrives), lazy below the fold, prioritised above it. An uploaded image comes in several
 * widths in AVIF and WebP: the browser takes the smallest that fills `sizes` (a phone, a
 * phone-sized file) in the best format it reads. A seeded picture is one file.
 */
export function CatalogImage({
  image,
  fallbackAlt,
  sizes,
  priority,
  className,
  decorative,
}: Props) {
  if (!image) {
    return <div className={`${className ?? ''} catalog-image--empty`} aria-hidden="true" />;
  }
  const renditions = image.renditions ?? [];
  const img = (
    <img
      src={image.src}
      srcSet={renditions.length ? srcSetOf(renditions, 'webp') : undefined}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt || fallbackAlt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={className}
    />
  );
  if (!renditions.length) return img;
  return (
    <picture className="catalog-picture">
      <source type="image/avif" srcSet={srcSetOf(renditions, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
