import { describe, expect, it } from 'vitest';
import { pageWindow } from './components/pagination.tsx';
import { pageParamOf, sortParamOf, withPage } from './search-params.ts';

describe('search URL parameters', () => {
  it.each([
    [null, 'relevancia'],
    ['menor-preco', 'menor-preco'],
    ['novidades', 'novidades'],
    ['price_asc', 'relevancia'],
    ['__proto__', 'relevancia'],
  ])('?ordem=%s → %s', (value, expected) => {
    expect(sortParamOf(value)).toBe(expected);
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999', 10_000],
  ])('?pagina=%s → %s', (value, expected) => {
    expect(pageParamOf(value)).toBe(expected);
  });

  it.each([
    ['?ordem=novidades', 2, '?ordem=novidades&pagina=2'],
    ['?ordem=novidades&pagina=3', 1, '?ordem=novidades'],
    ['', 1, '?'],
  ])('withPage(%j, %s) → %j', (search, page, expected) => {
    expect(withPage(search, page)).toBe(expected);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 10, [1, 2, 3, 10]],
    [6, 10, [1, 4, 5, 6, 7, 8, 10]],
    [10, 10, [1, 8, 9, 10]],
  ])('page %s of %s → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
