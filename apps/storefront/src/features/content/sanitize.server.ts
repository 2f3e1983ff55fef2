import { cleanStoreHtml } from '@vitrine/server/store-html';

// A store's content pages (spec §2 /paginas/{slug}) are HTML the store wrote: render it, never
// run it, by the rules product descriptions share (@vitrine/server/store-html). This runs on
// the server only, so the unsanitised HTML never leaves the server.

// Headings of the sanitised HTML: well-formed by now (a `<` in text or attributes is escaped),
// so patterns will do.
const LEADING_HEADING = /^\s*<(h[1-6])(?:\s[^>]*)?>([\s\S]*?)<\/\1>\s*/;
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Words as a reader compares them: no case, no extra spacing. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('pt-BR');

/** A sanitised fragment's text: no tags, its entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '');

/** Moves every heading by one offset, so the highest ranked is an h2 (h6 at most). */
function underThePageTitle(html: string): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const offset = 2 - Math.min(...levels);
  return html.replace(
    HEADING_TAG,
    (_tag, close: string, level: string) =>
      `<${close}h${Math.min(6, Math.max(2, Number(level) + offset))}`,
  );
}

/**
 * The store's HTML, safe to render under the page's own title, its one h1 (spec §2
 * /paginas/{slug}). Stores write a page as a document, title first: a heading that opens the
 * HTML with the title's words is that title again, and is dropped; then the headings move so
 * that the highest left is an h2, keeping their order (the demo pages' h2 title and h3
 * sections become one h1 and h2 sections; an h1 of the store's becomes an h2).
 */
export function sanitizeStoreHtml(html: string, page: { title: string }): string {
  const clean = cleanStoreHtml(html);
  const heading = LEADING_HEADING.exec(clean);
  const repeatsTitle = heading && words(textOf(heading[2] ?? '')) === words(page.title);
  return underThePageTitle(repeatsTitle ? clean.slice(heading[0].length) : clean);
}
