import { render } from '@testing-library/react';
import type { Image } from '@vitrine/contract/common';
import { describe, expect, it } from 'vitest';
import { CatalogImage } from './catalog-image.tsx';

const base = 'https://api.loja.exemplo/public/stores/s/images';
const uploaded: Image = {
  src: `${base}/c.webp`,
  width: 1000,
  height: 750,
  alt: 'Vaso azul',
  renditions: [
    { format: 'avif', width: 320, height: 240, src: `${base}/a.avif` },
    { format: 'webp', width: 320, height: 240, src: `${base}/a.webp` },
    { format: 'avif', width: 1000, height: 750, src: `${base}/c.avif` },
    { format: 'webp', width: 1000, height: 750, src: `${base}/c.webp` },
  ],
};

describe('CatalogImage', () => {
  it('offers an uploaded image in AVIF and WebP by width, for the browser to pick by `sizes`', () => {
    const { container } = render(
      <CatalogImage image={uploaded} fallbackAlt="Vaso" sizes="(min-width: 900px) 480px, 100vw" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(`${base}/a.avif 320w, ${base}/c.avif 1000w`);
    expect(source.getAttribute('sizes')).toBe('(min-width: 900px) 480px, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toBe(`${base}/a.webp 320w, ${base}/c.webp 1000w`);
    expect(img.getAttribute('src')).toBe(`${base}/c.webp`);
    expect(img.getAttribute('alt')).toBe('Vaso azul');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '750']);
  });

  it('draws a seeded picture (one file, no renditions) as a plain img', () => {
    const { container } = render(
      <CatalogImage
        image={{ src: 'https://x/vaso.svg', width: 600, height: 600, alt: '' }}
        fallbackAlt="Vaso"
        sizes="100vw"
      />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('alt')).toBe('Vaso');
  });
});
