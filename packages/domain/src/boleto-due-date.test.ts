import { describe, expect, it } from 'vitest';
import { dueDateToFactor, factorToDueDate } from './boleto-due-date.ts';

// FEBRABAN anchors: factor 1000 = 2000-07-03 (1997-10-07 + 1000 days); 9999 = 2025-02-21; the
// count restarted at 1000 on 2025-02-22 and will again 9000 days later, on 2049-10-14.
const anchors = [
  { date: '1997-10-08', factor: 1 },
  { date: '2000-07-03', factor: 1000 },
  { date: '2007-12-31', factor: 3737 },
  { date: '2025-02-21', factor: 9999 },
  { date: '2025-02-22', factor: 1000 },
  { date: '2025-03-10', factor: 1016 },
  { date: '2049-10-13', factor: 9999 },
  { date: '2049-10-14', factor: 1000 },
];

describe('dueDateToFactor', () => {
  it.each(anchors)('gives factor $factor for $date', ({ date, factor }) => {
    expect(dueDateToFactor(date)).toBe(factor);
  });

  it.each(['1997-10-07', '1990-01-01', '2025-02-30', '2025-2-22', '22/02/2025', ''])(
    'throws a RangeError for %j',
    (date) => {
      expect(() => dueDateToFactor(date)).toThrow(RangeError);
    },
  );
});

describe('factorToDueDate', () => {
  it.each(anchors)('reads factor $factor as $date when that is nearest', ({ date, factor }) => {
    expect(factorToDueDate(factor, new Date(`${date}T12:00:00Z`))).toBe(date);
  });

  it.each([
    // Factor 1000 names 2000-07-03, 2025-02-22 and 2049-10-14; the midpoints are 2012-10-28 and
    // 2037-06-19 (4500 days from each), where the later date wins.
    { reference: '2012-10-27', expected: '2000-07-03' },
    { reference: '2012-10-28', expected: '2025-02-22' },
    { reference: '2037-06-18', expected: '2025-02-22' },
    { reference: '2037-06-19', expected: '2049-10-14' },
    { reference: '1990-01-01', expected: '2000-07-03' },
  ])('reads factor 1000 as $expected seen from $reference', ({ reference, expected }) => {
    expect(factorToDueDate(1000, new Date(`${reference}T00:00:00Z`))).toBe(expected);
  });

  it('reads factors below 1000 as their single pre-2000 date', () => {
    expect(factorToDueDate(999, new Date('2030-01-01T00:00:00Z'))).toBe('2000-07-02');
  });

  it('reads factor 0 as no due date', () => {
    expect(factorToDueDate(0, new Date())).toBeNull();
  });

  it('throws a RangeError for an invalid reference date', () => {
    expect(() => factorToDueDate(1000, new Date(NaN))).toThrow(RangeError);
  });
});
