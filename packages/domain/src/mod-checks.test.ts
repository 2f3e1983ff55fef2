import { describe, expect, it } from 'vitest';
import { boletoMod11CheckDigit, mod10CheckDigit } from './mod-checks.ts';

describe('mod10CheckDigit', () => {
  it.each([
    // Weights 2, 1, 2, 1… from the right; products over 9 count their digits.
    { digits: '0', expected: 0 }, // sum 0 → 0, not 10
    { digits: '5', expected: 9 }, // 5×2 = 10 → 1+0 = 1 → 10 − 1
    { digits: '9', expected: 1 }, // 9×2 = 18 → 1+8 = 9 → 10 − 9
    { digits: '19', expected: 0 }, // 9×2 → 9, 1×1 → 1; sum 10 → 0
    // The three fields of the Banco do Brasil line 00190.50095 40144.816069 06809.350314 3 …:
    { digits: '001905009', expected: 5 }, // 0+0+2+9+0+5+0+0+9 (9×2 = 18 → 9) = 25 → 5
    { digits: '4014481606', expected: 9 }, // 4+0+1+8+4+7+1+3+0+3 = 31 → 9
    { digits: '0680935031', expected: 4 }, // 0+3+8+0+9+6+5+0+3+2 = 36 → 4
  ])('gives $expected for $digits', ({ digits, expected }) => {
    expect(mod10CheckDigit(digits)).toBe(expected);
  });
});

describe('boletoMod11CheckDigit', () => {
  it.each([
    { digits: '1', expected: 9 }, // 1×2 = 2; 11 − 2
    { digits: '10000000', expected: 2 }, // the 8th digit from the right weighs 9: 11 − 9
    { digits: '100000000', expected: 9 }, // the 9th weighs 2 again
    { digits: '0', expected: 1 }, // remainder 0 → 11 → 1
    { digits: '6', expected: 1 }, // 12 mod 11 = 1 → 10 → 1
    { digits: '5', expected: 1 }, // 10 mod 11 = 10 → 1 (never 0)
    // The same BB boleto's barcode 0019 3 37370000000100 0500940144816060680935031 without its
    // DV: weighted sum 712 = 64×11 + 8 → 11 − 8 = 3.
    { digits: '0019373700000001000500940144816060680935031', expected: 3 },
  ])('gives $expected for $digits', ({ digits, expected }) => {
    expect(boletoMod11CheckDigit(digits)).toBe(expected);
  });
});
