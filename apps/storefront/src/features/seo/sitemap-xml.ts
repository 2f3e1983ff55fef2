const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap entry; `lastmod` an ISO date-time, written as its date (W3C Datetime). */
export type SitemapUrl = { loc: string; lastmod?: string | undefined };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function document(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="${XMLNS}">\n` +
    entries.map((entry) => `  ${entry}\n`).join('') +
    `</${root}>\n`
  );
}

/** A sitemaps.org urlset; every URL escaped as XML text. */
export function sitemapXml(urls: SitemapUrl[]): string {
  return document(
    'urlset',
    urls.map(({ loc, lastmod }) =>
      lastmod
        ? `<url><loc>${escape(loc)}</loc><lastmod>${escape(lastmod.slice(0, 10))}</lastmod></url>`
        : `<url><loc>${escape(loc)}</loc></url>`,
    ),
  );
}

/** A sitemaps.org sitemap index: where a store's URLs do not fit one file. */
export function sitemapIndexXml(locs: string[]): string {
  return document(
    'sitemapindex',
    locs.map((loc) => `<sitemap><loc>${escape(loc)}</loc></sitemap>`),
  );
}
