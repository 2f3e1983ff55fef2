import type { MetaDescriptor } from 'react-router';

/** What a page's head says about it: title, description, canonical, Open Graph. */
export type Seo = {
  title: string;
  description: string;
  /** Absolute URL of the page's one true address (no sort, page 1, no variation). */
  canonical: string;
  siteName: string;
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  /** schema.org data, written as <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>;
};

const DESCRIPTION_MAX = 160;

export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const description = shorten(seo.description);
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: 'pt_BR' },
  ];
  if (seo.image) tags.push({ property: 'og:image', content: seo.image });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (seo.jsonLd) tags.push({ 'script:ld+json': seo.jsonLd });
  return tags;
}

/** "Camiseta Azul | Loja Aurora". */
export function pageTitle(page: string, store: string): string {
  return page === store ? store : `${page} | ${store}`;
}

type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

/**
 * A private or sign-in screen's head: "<screen> | <store>" (the root loader's store), an
 * optional description, never indexed.
 */
export function privatePageMeta(
  matches: Matches,
  title: string,
  description?: string,
): MetaDescriptor[] {
  const root = matches[0]?.loaderData as { store?: { data: { name: string } } | null } | undefined;
  const store = root?.store?.data.name ?? '';
  return [
    { title: store ? pageTitle(title, store) : title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}
