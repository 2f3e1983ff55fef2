import sanitizeHtml from 'sanitize-html';

// HTML a store wrote — its content pages (spec §2 /paginas/{slug}) and its product
// descriptions — is rendered, never run. One set of rules for both: the API cleans a
// description when the seller saves it, the storefront's server cleans a page when it renders
// it. Server-side only, so the sanitiser never ships to browsers.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['id', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** A store's HTML with only what is safe to render: no script, no handler, no javascript: URL. */
export function cleanStoreHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
