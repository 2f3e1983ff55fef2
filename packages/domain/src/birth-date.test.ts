import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthDateToIso } from './birth-date.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('birthDateToIso', () => {
  it.each([
    ['25/12/1990', '1990-12-25T00:00:00.000Z'],
    ['29/02/2000', '2000-02-29T00:00:00.000Z'],
    ['29/02/2024', '2024-02-29T00:00:00.000Z'],
    ['31/01/2001', '2001-01-31T00:00:00.000Z'],
    ['30/04/2001', '2001-04-30T00:00:00.000Z'],
    ['01/01/0001', '0001-01-01T00:00:00.000Z'],
    [' 25/12/1990 ', '1990-12-25T00:00:00.000Z'],
  ])('converts %j to midnight UTC: %j', (value, expected) => {
    expect(birthDateToIso(value)).toBe(expected);
  });

  it.each([
    ['31/02/2000', 'no 31 February'],
    ['30/02/2000', 'no 30 February'],
    ['29/02/2023', '29 February of a common year'],
    ['29/02/1900', '29 February of a century not divisible by 400'],
    ['31/04/2001', 'April has 30 days'],
    ['32/01/2000', 'day 32'],
    ['00/01/2000', 'day 0'],
    ['01/00/2000', 'month 0'],
    ['01/13/2000', 'month 13'],
    ['01/01/0000', 'year 0'],
    ['1/1/2000', 'day and month without leading zeros'],
    ['25/12/90', 'two-digit year'],
    ['25-12-1990', 'dashes'],
    ['1990-12-25', 'ISO order'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(birthDateToIso(value)).toBeNull();
  });

  it('agrees with the UTC calendar for every day, month and year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 9999 }),
        (day, month, year) => {
          // setUTCFullYear, unlike Date.UTC, does not move years 0–99 to the 1900s.
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const real = year >= 1 && date.getUTCDate() === day && date.getUTCMonth() === month - 1;
          const result = birthDateToIso(`${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`);
          return real ? result === date.toISOString() : result === null;
        },
      ),
    );
  });
});
