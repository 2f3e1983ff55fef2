import { describe, expect, it } from 'vitest';
import {
  FILE_PARAM,
  sitemapDocument,
  sitemapFile,
  sitemapOutline,
  URLS_PER_FILE,
} from './sitemap-files.ts';
import { sitemapIndexXml, sitemapXml, type SitemapUrl } from './sitemap-xml.ts';

/** `count` URLs, counting how many the reader took. */
function source(count: number) {
  const read = { n: 0 };
  async function* urls(): AsyncGenerator<SitemapUrl> {
    for (let i = 1; i <= count; i += 1) {
      read.n = i;
      yield { loc: `http://a/${i}` };
    }
  }
  return { urls, read };
}
const locs = (urls: SitemapUrl[]) => urls.map((url) => url.loc.replace('http://a/', ''));

describe('sitemapOutline', () => {
  it('keeps the sitemaps.org limit of 50,000 URLs a file', () => {
    expect(URLS_PER_FILE).toBe(50_000);
  });

  it.each([
    [1, { urls: ['1'] }],
    [3, { urls: ['1', '2', '3'] }],
    [4, { files: 2 }],
    [6, { files: 2 }],
    [7, { files: 3 }],
  ])('outlines %i URLs at 3 a file as %j', async (count, expected) => {
    const outline = await sitemapOutline(source(count).urls(), 3);
    expect('urls' in outline ? { urls: locs(outline.urls) } : outline).toEqual(expected);
  });
});

describe('sitemapFile', () => {
  it.each([
    [1, ['1', '2', '3']],
    [2, ['4', '5', '6']],
    [3, ['7']],
    [4, []],
  ])('gives file %i of 7 URLs at 3 a file', async (n, expected) => {
    expect(locs(await sitemapFile(source(7).urls(), n, 3))).toEqual(expected);
  });

  it('puts every URL in exactly one file, in order', async () => {
    const files = await Promise.all([1, 2, 3].map((n) => sitemapFile(source(7).urls(), n, 3)));
    expect(files.flatMap(locs)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('stops reading once its file is full', async () => {
    const { urls, read } = source(1000);
    await sitemapFile(urls(), 2, 3);
    expect(read.n).toBe(6);
  });
});

describe('sitemapDocument', () => {
  it('is one urlset while the URLs fit a file, and that file is number 1 too', async () => {
    const whole = await sitemapDocument(source(3).urls(), 'http://a', null, 3);
    expect(whole).toContain('<urlset ');
    expect(await sitemapDocument(source(3).urls(), 'http://a', '1', 3)).toBe(whole);
    expect(await sitemapDocument(source(3).urls(), 'http://a', '2', 3)).toBeNull();
  });

  it('becomes an index of numbered files on the same path once they do not', async () => {
    expect(await sitemapDocument(source(7).urls(), 'http://a', null, 3)).toBe(
      sitemapIndexXml([1, 2, 3].map((n) => `http://a/sitemap.xml?${FILE_PARAM}=${n}`)),
    );
    const third = await sitemapDocument(source(7).urls(), 'http://a', '3', 3);
    expect(third).toBe(sitemapXml([{ loc: 'http://a/7' }]));
    expect(await sitemapDocument(source(7).urls(), 'http://a', '4', 3)).toBeNull();
  });

  it.each(['0', '-1', '01', '1.5', 'um', '', '9999999'])('has no file %j', async (file) => {
    expect(await sitemapDocument(source(7).urls(), 'http://a', file, 3)).toBeNull();
  });
});
