import type { CategoryListing } from '@vitrine/contract/catalog';
import { categoryPagePath } from '../../lib/paths.ts';
import { pageTitle, type Seo } from '../../lib/seo.ts';
import { shelfMessages } from './shelf-messages.ts';

type Site = { origin: string; storeName: string };

/** schema.org BreadcrumbList: Início › department › category, as the page's breadcrumbs. */
export function categoryBreadcrumbsJsonLd(
  listing: Pick<CategoryListing, 'category' | 'department'>,
  origin: string,
): Record<string, unknown> {
  const trail = [
    { name: shelfMessages.category.home, url: `${origin}/` },
    ...(listing.department
      ? [{ name: listing.department.name, url: origin + categoryPagePath(listing.department.slug) }]
      : []),
    { name: listing.category.name, url: origin + categoryPagePath(listing.category.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * A category page's head. The canonical is the category itself: its filtered, sorted and
 * paged variants are the same page to a search engine.
 */
export function categorySeo(listing: CategoryListing, site: Site): Seo {
  return {
    title: pageTitle(listing.category.name, site.storeName),
    description: `${listing.category.name}: ${shelfMessages.found(listing.total).toLowerCase()} em ${site.storeName}.`,
    canonical: site.origin + categoryPagePath(listing.category.slug),
    siteName: site.storeName,
    jsonLd: categoryBreadcrumbsJsonLd(listing, site.origin),
  };
}
