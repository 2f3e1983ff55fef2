import { describe, expect, it } from 'vitest';
import { countWords, limitWords } from './word-limit.ts';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['camiseta', 1],
    ['  camiseta  azul ', 2],
    ['algodão\norgânico\tpremium', 3],
  ])('counts %j as %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('limitWords', () => {
  it.each([
    ['lets an edit within the limit through', 'um dois', 'um dois três', 'um dois três'],
    ['allows the space that ends the last word', 'um dois três', 'um dois três ', 'um dois três '],
    ['stops a word typed after the limit', 'um dois três ', 'um dois três q', 'um dois três '],
    ['cuts a paste at the end to the limit', 'um ', 'um dois três quatro cinco', 'um dois três '],
    ['refuses a word inserted in the middle', 'um dois três', 'um x dois três', 'um dois três'],
    [
      'lets an over-long text shrink',
      'um dois três quatro',
      'um dois três quat',
      'um dois três quat',
    ],
    ['lets an over-long text be edited without growing', 'a b c d', 'a b c e', 'a b c e'],
  ])('%s (limit 3)', (_case, previous, next, kept) => {
    expect(limitWords(previous, next, 3)).toBe(kept);
  });
});
