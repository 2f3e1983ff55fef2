import { describe, expect, it } from 'vitest';
import { reviewSnippets, type SnippetReview } from './review-snippets.ts';

const review = (i: number, rating = 5): SnippetReview => ({
  author: `Cliente${i} S.`,
  rating,
  title: `Título ${i}`,
  body: `Texto ${i}`,
  publishedAt: `2026-03-${String(10 + i).padStart(2, '0')}T15:00:00.000Z`,
});

// Google's review snippet documentation (developers.google.com/search/docs/appearance/
// structured-data/review-snippet): the properties each type requires, and the ones it
// recommends that this page can give.
const GOOGLE_REQUIRED = {
  AggregateRating: ['ratingValue', 'reviewCount'],
  Review: ['author', 'reviewRating'],
  Rating: ['ratingValue'],
  Person: ['name'],
} as const;

function requiredOf(node: Record<string, unknown>): void {
  const type = node['@type'] as keyof typeof GOOGLE_REQUIRED;
  for (const field of GOOGLE_REQUIRED[type] ?? []) {
    expect(node[field], `${type}.${field}`).toBeDefined();
    expect(node[field], `${type}.${field}`).not.toBe('');
  }
  for (const value of Object.values(node)) {
    if (value && typeof value === 'object' && '@type' in value) {
      requiredOf(value as Record<string, unknown>);
    }
  }
}

describe('reviewSnippets', () => {
  it('says nothing while no review is published', () => {
    expect(reviewSnippets(null, [])).toEqual({});
    expect(reviewSnippets({ average: 0, count: 0 }, [])).toEqual({});
  });

  it('gives the AggregateRating on the 1–5 scale and at most five reviews', () => {
    const reviews = Array.from({ length: 7 }, (_, i) => review(i + 1, (i % 5) + 1));
    const ld = reviewSnippets({ average: 3.4567, count: 7 }, reviews);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 3.5,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const list = ld.review as Record<string, unknown>[];
    expect(list).toHaveLength(5);
    expect(list[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Cliente1 S.' },
      datePublished: '2026-03-11',
      name: 'Título 1',
      reviewBody: 'Texto 1',
      reviewRating: { '@type': 'Rating', ratingValue: 1, bestRating: 5, worstRating: 1 },
    });
  });

  it('carries every property Google requires of each type, with ratings within the scale', () => {
    const ld = reviewSnippets({ average: 4.5, count: 2 }, [review(1, 5), review(2, 4)]);
    requiredOf(ld.aggregateRating as Record<string, unknown>);
    for (const item of ld.review as Record<string, unknown>[]) {
      requiredOf(item);
      const rating = item.reviewRating as { ratingValue: number };
      expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(rating.ratingValue).toBeLessThanOrEqual(5);
      expect((item.author as { name: string }).name.length).toBeLessThan(100);
      expect(item.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
