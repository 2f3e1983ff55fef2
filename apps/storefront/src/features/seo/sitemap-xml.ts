const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A sitemaps.org urlset; every URL escaped as XML text. */
export function sitemapXml(urls: string[]): string {
  const entries = urls
    .map((url) => `  <url><loc>${url.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)}</loc></url>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</urlset>\n`
  );
}
