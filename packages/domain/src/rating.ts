/** A product's published reviews as shown: the average of their stars (one decimal) and count. */
export type RatingSummary = { average: number; count: number };

/**
 * From how many reviews and their stars summed: null when there is none (nothing to average,
 * and a "0 de 5" would say something false). The product page and every card round the same.
 */
export function ratingSummary(count: number, stars: number): RatingSummary | null {
  return count > 0 ? { average: Math.round((stars / count) * 10) / 10, count } : null;
}
