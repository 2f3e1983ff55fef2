import type { ImageRendition } from '@vitrine/contract/common';
import type { ReviewPhoto } from '@vitrine/contract/reviews';

/** One format's renditions as a `srcset` (each file with its width); undefined if none. */
function srcSetOf(photo: ReviewPhoto, format: ImageRendition['format']): string | undefined {
  const files = photo.renditions.filter((rendition) => rendition.format === format);
  return files.length ? files.map((file) => `${file.src} ${file.width}w`).join(', ') : undefined;
}

type Props = {
  photo: ReviewPhoto;
  alt: string;
  /** How wide it is drawn, for the browser to pick the smallest file that fills it. */
  sizes: string;
  className?: string;
};

/**
 * A buyer's photo as the image pipeline made it: AVIF where the browser reads it, else WebP,
 * in the narrowest width that fills `sizes`; its width and height set (the box is kept before
 * the file arrives) and loaded only when near the screen.
 */
export function PhotoPicture({ photo, alt, sizes, className }: Props) {
  const avif = srcSetOf(photo, 'avif');
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        className={className}
        src={photo.src}
        srcSet={srcSetOf(photo, 'webp')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
