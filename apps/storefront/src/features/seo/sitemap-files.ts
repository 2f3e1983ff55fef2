import { sitemapIndexXml, sitemapXml, type SitemapUrl } from './sitemap-xml.ts';

/** sitemaps.org: one file lists at most 50,000 URLs; a bigger site lists its files in an index. */
export const URLS_PER_FILE = 50_000;

/**
 * `/sitemap.xml?pagina=2`: a numbered file on the same path. Not /sitemap-2.xml: React Router
 * matches no partial path segment; and not /sitemaps/2.xml: a file in a folder may only list
 * URLs under that folder (sitemaps.org, "Sitemap file location").
 */
export const FILE_PARAM = 'pagina';

export type SitemapOutline = { urls: SitemapUrl[] } | { files: number };

/** What /sitemap.xml answers: the one file when every URL fits, else how many files they need. */
export async function sitemapOutline(
  urls: AsyncIterable<SitemapUrl>,
  perFile = URLS_PER_FILE,
): Promise<SitemapOutline> {
  const first: SitemapUrl[] = [];
  let total = 0;
  for await (const url of urls) {
    total += 1;
    if (total <= perFile) first.push(url);
  }
  return total <= perFile ? { urls: first } : { files: Math.ceil(total / perFile) };
}

/** File `n` (from 1) of the list, empty past the last; reads no further than the file ends. */
export async function sitemapFile(
  urls: AsyncIterable<SitemapUrl>,
  n: number,
  perFile = URLS_PER_FILE,
): Promise<SitemapUrl[]> {
  const start = (n - 1) * perFile;
  const file: SitemapUrl[] = [];
  let position = 0;
  for await (const url of urls) {
    if (position >= start) file.push(url);
    position += 1;
    if (file.length === perFile) break;
  }
  return file;
}

/**
 * The XML at `${origin}/sitemap.xml`, or at its numbered file when `file` (the FILE_PARAM
 * value) is given; null when there is no such file. Small stores keep one plain urlset.
 */
export async function sitemapDocument(
  urls: AsyncIterable<SitemapUrl>,
  origin: string,
  file: string | null,
  perFile = URLS_PER_FILE,
): Promise<string | null> {
  if (file !== null) {
    const n = /^[1-9]\d{0,5}$/.test(file) ? Number(file) : 0;
    const found = n > 0 ? await sitemapFile(urls, n, perFile) : [];
    return found.length > 0 ? sitemapXml(found) : null;
  }
  const outline = await sitemapOutline(urls, perFile);
  if ('urls' in outline) return sitemapXml(outline.urls);
  return sitemapIndexXml(
    Array.from({ length: outline.files }, (_, i) => `${origin}/sitemap.xml?${FILE_PARAM}=${i + 1}`),
  );
}
