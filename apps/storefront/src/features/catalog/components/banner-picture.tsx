import type { Banner } from '@vitrine/contract/stores';
import { srcSetOf } from '../../../lib/image-srcset.ts';

// Narrow screens (phones held upright) get the banner's phone art when it has one.
const PHONE = '(max-width: 40rem)';

type Props = { banner: Banner; priority?: boolean; className?: string };

/**
 * A banner's art: the phone image on narrow screens (`<source media>`), the desktop one
 * elsewhere, each in AVIF when the browser reads it and at the smallest width that fills the
 * screen. Every source carries its own width and height, so the box is reserved at the right
 * proportions before a byte arrives (no layout shift when the two arts differ in shape).
 * Decorative: the banner's words are its title, read by screen readers beside it.
 */
export function BannerPicture({ banner, priority, className }: Props) {
  const { image, mobile_image: phone } = banner;
  const sources = [
    ...(phone ? [{ media: PHONE, art: phone }] : []),
    { media: undefined, art: image },
  ];
  return (
    <picture className="catalog-picture">
      {sources.flatMap(({ media, art }) => {
        const avif = srcSetOf(art, 'avif');
        const size = { width: art.width, height: art.height, sizes: '100vw' };
        return [
          avif ? (
            <source key={`${media}-avif`} media={media} type="image/avif" srcSet={avif} {...size} />
          ) : null,
          // The desktop art's WebP is the <img> itself.
          media ? (
            <source key={media} media={media} srcSet={srcSetOf(art) ?? art.src} {...size} />
          ) : null,
        ];
      })}
      <img
        src={image.src}
        srcSet={srcSetOf(image)}
        sizes="100vw"
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    </picture>
  );
}
