import type { Image } from '@vitrine/contract/common';
import { useState } from 'react';
import { catalogMessages as t } from '../messages.ts';
import { CatalogImage } from './catalog-image.tsx';

/**
 * The product's photos: the main one is the page's largest paint (fetchpriority high, never
 * lazy); thumbnails are buttons that swap it. Remount with a new `key` when the photos change.
 */
export function Gallery({ images, name }: { images: Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0] ?? null;
  return (
    <section className="gallery" aria-label={t.product.gallery}>
      <CatalogImage
        image={main}
        fallbackAlt={name}
        sizes="(min-width: 900px) 480px, 100vw"
        priority
        className="gallery__main"
      />
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t.product.showImage(i + 1, images.length)}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <CatalogImage image={image} fallbackAlt="" decorative sizes="64px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
