import { describe, expect, it } from 'vitest';
import { parseDecimal, parseWhole } from './numbers.ts';

describe('parseDecimal', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['49,9', 4990],
    ['49', 4900],
    ['R$ 49,90', 4990],
    ['r$49,90', 4990],
    ['1.234', 123400],
    ['1.234.567,00', 123456700],
    [' 0,05 ', 5],
    ['-3,50', -350],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDecimal(text, 2)).toBe(cents);
  });

  it.each(['', 'abc', '49,999', '1.23.4', '12,34,56', '1,2.3', '4 9', '--1', '1e3', '12.3,45'])(
    'refuses %j as money',
    (text) => {
      expect(parseDecimal(text, 2)).toBeNull();
    },
  );

  it('reads centimetres with one decimal', () => {
    expect(parseDecimal('10,5', 1)).toBe(105);
    expect(parseDecimal('10.5', 1)).toBe(105);
    expect(parseDecimal('10,55', 1)).toBeNull();
  });
});

describe('parseWhole', () => {
  it.each([
    ['12', 12],
    ['1.200', 1200],
    ['-4', -4],
    ['0', 0],
  ])('reads %j as %i', (text, value) => {
    expect(parseWhole(text)).toBe(value);
  });

  it.each(['1,5', '2.5', 'dez', ''])('refuses %j', (text) => {
    expect(parseWhole(text)).toBeNull();
  });
});
