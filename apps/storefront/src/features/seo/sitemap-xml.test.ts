import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml.ts';

describe('sitemapXml', () => {
  it('escapes every URL as XML text', () => {
    const xml = sitemapXml(['http://a/', 'http://a/pesquisar/a&b<c>']);
    expect(xml).toContain('<loc>http://a/</loc>');
    expect(xml).toContain('<loc>http://a/pesquisar/a&amp;b&lt;c&gt;</loc>');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });
});
