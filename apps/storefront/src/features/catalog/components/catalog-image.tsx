import type { Image } from '@vitrine/contract/common';
import { srcSetOf } from '../../../lib/image-srcset.ts';

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
  const webp = srcSetOf(image);
  const img = (
    <img
      src={image.src}
      srcSet={webp}
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
  if (!webp) return img;
  return (
    <picture className="catalog-picture">
      <source type="image/avif" srcSet={srcSetOf(image, 'avif')} sizes={sizes} />
      {img}
    </picture>
  );
}
