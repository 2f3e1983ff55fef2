import type { Product, Variation } from '@vitrine/contract/catalog';
import type { ProductReviewList } from '@vitrine/contract/reviews';
import { itemPath } from '../../lib/paths.ts';
import { pageTitle, type Seo } from '../../lib/seo.ts';

type Site = { origin: string; storeName: string };

const AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
};

function offer(variation: Variation, url: string) {
  return {
    '@type': 'Offer',
    sku: variation.code,
    name: variation.name,
    // schema.org wants a plain decimal with a dot; BRL per spec §1.
    price: variation.price.toFixed(2),
    priceCurrency: 'BRL',
    availability: variation.in_stock ? AVAILABILITY.in : AVAILABILITY.out,
    itemCondition: 'https://schema.org/NewCondition',
    url: `${url}?variacao=${encodeURIComponent(variation.code)}`,
  };
}

/** schema.org Product with one Offer per variation (an AggregateOffer when there are several). */
export function productJsonLd(product: Product, url: string): Record<string, unknown> {
  const offers = product.variations.map((variation) => offer(variation, url));
  const prices = product.variations.map((variation) => variation.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.code,
    url,
    image: product.images.map((image) => image.src),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'BRL',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: offers.length,
            offers,
          },
  };
}

/**
 * Google's review snippets on the Product: its AggregateRating (the published reviews' average
 * and count, on a scale of 1 to 5) and the page's reviews, each a Review with its author, day,
 * rating and text. Nothing when nothing is published (an empty rating is refused).
 */
export function reviewSnippets(list: ProductReviewList | null): Record<string, unknown> {
  if (!list?.rating) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: list.rating.average,
      reviewCount: list.rating.count,
      ...scale,
    },
    review: list.items.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.published_at.slice(0, 10),
      name: review.title,
      reviewBody: review.body,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
    })),
  };
}

export function itemSeo(
  product: Product,
  site: Site,
  reviews: ProductReviewList | null = null,
): Seo {
  const canonical = `${site.origin}${itemPath(product)}`;
  return {
    title: pageTitle(product.name, site.storeName),
    description: product.description || product.name,
    canonical,
    siteName: site.storeName,
    image: product.images[0]?.src,
    type: product.kind === 'product' ? 'product' : 'website',
    jsonLd: { ...productJsonLd(product, canonical), ...reviewSnippets(reviews) },
  };
}
