import type { ProductReviewList } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aProduct, aVariation } from '../../testing/builders.ts';
import { itemSeo, productJsonLd, reviewSnippets } from './seo.ts';

describe('productJsonLd', () => {
  it('offers one variation as an Offer in BRL with its availability', () => {
    const product = aProduct({ variations: [aVariation({ code: 'X-1', price: 59.9 })] });
    expect(productJsonLd(product, 'https://loja/produto/x').offers).toMatchObject({
      '@type': 'Offer',
      sku: 'X-1',
      price: '59.90',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      url: 'https://loja/produto/x?variacao=X-1',
    });
  });

  it('offers several as an AggregateOffer from the lowest to the highest price', () => {
    const product = aProduct({
      variations: [
        aVariation({ code: 'A', price: 80 }),
        aVariation({ code: 'B', price: 120.5, in_stock: false }),
      ],
    });
    const offers = productJsonLd(product, 'https://loja/produto/x').offers as Record<
      string,
      unknown
    >;
    expect(offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '80.00',
      highPrice: '120.50',
    });
    expect((offers.offers as { availability: string }[])[1]?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });
});

describe('itemSeo', () => {
  it('titles the page with the store and points the canonical at the bare product path', () => {
    const seo = itemSeo(aProduct({ slug: 'camisa', name: 'Camisa' }), {
      origin: 'http://ipe.localhost:3000',
      storeName: 'Casa Ipê',
    });
    expect(seo.title).toBe('Camisa | Casa Ipê');
    expect(seo.canonical).toBe('http://ipe.localhost:3000/produto/camisa');
  });
});

/** The test's own schema of Google's review snippets on a Product (schema.org's types). */
const rating = z.object({
  '@type': z.literal('Rating'),
  ratingValue: z.number().int().min(1).max(5),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
});
const productWithReviews = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Product'),
  name: z.string().min(1),
  offers: z.object({ '@type': z.enum(['Offer', 'AggregateOffer']) }),
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1).max(5),
      reviewCount: z.number().int().positive(),
      bestRating: z.literal(5),
      worstRating: z.literal(1),
    })
    .strict(),
  review: z
    .array(
      z
        .object({
          '@type': z.literal('Review'),
          author: z.object({ '@type': z.literal('Person'), name: z.string().min(1) }),
          datePublished: z.iso.date(),
          name: z.string().min(1),
          reviewBody: z.string().min(1),
          reviewRating: rating,
        })
        .strict(),
    )
    .min(1),
});

const REVIEWS: ProductReviewList = {
  items: [
    {
      id: '6f1c1b0e-3a57-4b0e-9a36-000000000001',
      author: 'Ana S.',
      rating: 5,
      title: 'Veste bem',
      body: 'Tecido macio.',
      published_at: '2026-03-02T15:30:00.000Z',
      helpful: 2,
      reply: null,
      photos: [],
    },
    {
      id: '6f1c1b0e-3a57-4b0e-9a36-000000000002',
      author: 'Bruno L.',
      rating: 3,
      title: 'Encolheu um pouco',
      body: 'Depois da lavagem.',
      published_at: '2026-03-01T10:00:00.000Z',
      helpful: 0,
      reply: { body: 'Trocamos pelo tamanho acima.', at: '2026-03-01T12:00:00.000Z' },
      photos: [],
    },
  ],
  page: 1,
  per_page: 10,
  total: 2,
  total_pages: 1,
  rating: { average: 4, count: 2 },
  distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
};

describe('reviewSnippets', () => {
  const site = { origin: 'https://loja.exemplo', storeName: 'Loja Aurora' };

  it('gives the Product its AggregateRating and its Reviews as review snippets require', () => {
    const jsonLd = itemSeo(aProduct({ name: 'Camiseta' }), site, REVIEWS).jsonLd;
    const checked = productWithReviews.safeParse(jsonLd);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(checked.data?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 2 });
    expect(checked.data?.review.map((review) => review.author.name)).toEqual([
      'Ana S.',
      'Bruno L.',
    ]);
    expect(checked.data?.review[1]?.datePublished).toBe('2026-03-01');
  });

  it('says nothing of ratings when no review is published', () => {
    const none = { ...REVIEWS, items: [], total: 0, rating: null };
    const jsonLd = itemSeo(aProduct(), site, none).jsonLd!;
    expect(jsonLd).not.toHaveProperty('aggregateRating');
    expect(jsonLd).not.toHaveProperty('review');
    expect(reviewSnippets(null)).toEqual({});
  });
});
