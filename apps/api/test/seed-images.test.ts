import { describe, expect, it } from 'vitest';
import { GLYPHS } from '../src/seed/images/glyphs.ts';
import { bannerSvg, logoSvg, productSvg } from '../src/seed/images/svg.ts';
import { svgProblems } from './fixtures/svg.ts';

// Every drawing the seed can make, including those no demo product uses yet (the large
// catalog's): a browser draws none of a file whose XML is malformed. seed.test.ts parses the
// files a real seed writes.
const palette = { from: '#f97316', to: '#fdba74' };
const awkward = 'Copo "Duplo" <Café> & Chá d’Água';

describe('seed pictures', () => {
  it.each(GLYPHS)('draws a well-formed product and banner SVG with the %s glyph', (glyph) => {
    const product = productSvg({ name: awkward, label: awkward, glyph, color: '#2b2b2b', palette });
    expect(svgProblems(product)).toEqual([]);
    const banner = bannerSvg({
      title: awkward,
      subtitle: awkward,
      glyph,
      color: '#f2f0eb',
      palette,
    });
    expect(svgProblems(banner)).toEqual([]);
  });

  it('draws a well-formed logo whatever the store is called', () => {
    expect(svgProblems(logoSvg({ name: awkward, color: '#166534' }))).toEqual([]);
  });
});

describe('svgProblems', () => {
  const svg = (body: string, xmlns = ' xmlns="http://www.w3.org/2000/svg"') =>
    `<svg${xmlns} width="10" height="10" viewBox="0 0 10 10">${body}</svg>`;

  it.each([
    ['an attribute written twice', svg('<path d="M0 0" stroke-width="8" stroke-width="24"/>')],
    ['an unclosed tag', svg('<g>')],
    ['a bare ampersand', svg('<text>Cama & mesa</text>')],
    ['an entity XML does not define', svg('<text>Cama&nbsp;mesa</text>')],
    ['no SVG namespace', svg('', '')],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>'],
  ])('refuses %s', (_case, text) => {
    expect(svgProblems(text)).not.toEqual([]);
  });

  it('accepts a sized SVG with escaped text', () => {
    expect(svgProblems(svg('<text>Cama &amp; mesa &#8212; &lt;3</text>'))).toEqual([]);
  });
});
