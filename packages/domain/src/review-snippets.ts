// The product page's review snippets (issue #37 §3): what schema.org Product gains from its
// published reviews, as Google's review snippet documentation asks — an AggregateRating with
// ratingValue and reviewCount (and the 1–5 scale said), and up to five Review, each with its
// author (a Person by first name and initial), its Rating, its date, its name and body.
// Nothing at all while no review is published (an empty rating is not a rating).

export type SnippetReview = {
  /** As shown: first name and the last name's initial ("Maria S."). */
  author: string;
  /** 1 to 5. */
  rating: number;
  title: string;
  body: string;
  /** ISO 8601 instant the review was published. */
  publishedAt: string;
};

export type SnippetSummary = { average: number; count: number };

/** How many reviews the page's JSON-LD carries (the newest, as the page shows them). */
export const SNIPPET_REVIEWS = 5;

/** The fields to spread into the page's schema.org Product; {} with no published review. */
export function reviewSnippets(
  summary: SnippetSummary | null,
  reviews: readonly SnippetReview[],
): Record<string, unknown> {
  if (!summary || summary.count < 1) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(summary.average * 10) / 10,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.slice(0, SNIPPET_REVIEWS).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            // The calendar day is what schema.org's Date wants.
            datePublished: review.publishedAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
