import type { Image } from '@vitrine/contract/common';

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
 * arrives), lazy below the fold, prioritised above it. The API sends one file per image, so
 * there is no srcset to offer; `sizes` is ready for when it sends more.
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
  return (
    <img
      src={image.src}
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
}
