import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml.ts';

describe('sitemapXml', () => {
  it('escapes every URL as XML text', () => {
    const xml = sitemapXml([{ loc: 'http://a/' }, { loc: 'http://a/pesquisar/a&b<c>' }]);
    expect(xml).toContain('<url><loc>http://a/</loc></url>');
    expect(xml).toContain('<loc>http://a/pesquisar/a&amp;b&lt;c&gt;</loc>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toMatch(/<\/urlset>\n$/);
  });

  it('writes lastmod as the date of the ISO time it is given', () => {
    const xml = sitemapXml([
      { loc: 'http://a/paginas/sobre', lastmod: '2026-03-09T23:59:58.123Z' },
      { loc: 'http://a/produto/x', lastmod: undefined },
    ]);
    expect(xml).toContain(
      '<url><loc>http://a/paginas/sobre</loc><lastmod>2026-03-09</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>http://a/produto/x</loc></url>');
  });

  it('writes an empty urlset that is still well formed', () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe('sitemapIndexXml', () => {
  it('lists each file in a sitemapindex, escaped', () => {
    const xml = sitemapIndexXml(['http://a/sitemap.xml?pagina=1', 'http://a/x?a=1&b=2']);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap><loc>http://a/sitemap.xml?pagina=1</loc></sitemap>\n' +
        '  <sitemap><loc>http://a/x?a=1&amp;b=2</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
