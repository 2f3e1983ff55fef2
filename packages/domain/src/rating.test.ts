import { describe, expect, it } from 'vitest';
import { ratingSummary } from './rating.ts';

describe('ratingSummary', () => {
  it('averages the stars to one decimal, half up', () => {
    expect(ratingSummary(3, 13)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(4, 17)).toEqual({ average: 4.3, count: 4 });
    expect(ratingSummary(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(ratingSummary(1, 5)).toEqual({ average: 5, count: 1 });
  });

  it('is nothing without a review', () => {
    expect(ratingSummary(0, 0)).toBeNull();
  });
});
