import { describe, expect, it } from 'vitest';
import { isValidCep, normalizeCep, shouldLookUpCep } from './cep.ts';

describe('isValidCep', () => {
  it.each(['01310-100', '01310100', '01.310-100', ' 01310-100 '])('accepts %j', (value) => {
    expect(isValidCep(value)).toBe(true);
  });

  it.each([
    ['1310-100', 'seven digits'],
    ['01310-1000', 'nine digits'],
    ['01310-10a', 'a letter'],
    ['01310/100', 'a slash'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidCep(value)).toBe(false);
  });
});

describe('normalizeCep', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01.310-100', '01310100'],
  ])('turns %j into %j', (value, expected) => {
    expect(normalizeCep(value)).toBe(expected);
  });
});

describe('shouldLookUpCep', () => {
  it.each([
    ['01310-100', false, true, 'complete and idle'],
    ['01310-100', true, false, 'a lookup is already running'],
    ['01310100', false, false, 'unmasked, only 8 characters'],
    ['01310-10', false, false, 'still typing'],
    ['01310-1000', false, false, 'ten characters'],
    ['0131-01000', false, false, 'nine characters, dash misplaced'],
    ['01310 100', false, false, 'a space instead of the dash'],
    ['abcde-fgh', false, false, 'letters'],
  ])('%j with lookup running=%s → %s (%s)', (value, running, expected) => {
    expect(shouldLookUpCep(value, running)).toBe(expected);
  });
});
