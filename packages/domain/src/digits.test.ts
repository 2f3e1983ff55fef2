import { describe, expect, it } from 'vitest';
import { checkValue, isRepeatedCharacter, mod11CheckDigit, onlyDigits } from './digits.ts';

describe('onlyDigits', () => {
  it.each([
    ['390.533.447-05', '39053344705'],
    ['(11) 91234-5678', '11912345678'],
    ['abc', ''],
    ['', ''],
  ])('turns %j into %j', (value, expected) => {
    expect(onlyDigits(value)).toBe(expected);
  });
});

describe('isRepeatedCharacter', () => {
  it.each([
    ['11111111111', true],
    ['AAAA', true],
    ['7', true],
    ['11111111112', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isRepeatedCharacter(value)).toBe(expected);
  });
});

describe('checkValue', () => {
  // IN RFB 2.229/2024 table: char code − 48.
  it.each([
    ['0', 0],
    ['9', 9],
    ['A', 17],
    ['Z', 42],
  ])('weighs %j as %i', (character, expected) => {
    expect(checkValue(character)).toBe(expected);
  });
});

describe('mod11CheckDigit', () => {
  it.each([
    // CPF 390.533.447-05: weights 10..2 then 11..2, never wrapping.
    [[3, 9, 0, 5, 3, 3, 4, 4, 7], 11, 0],
    [[3, 9, 0, 5, 3, 3, 4, 4, 7, 0], 11, 5],
    // CNPJ 12.ABC.345/01DE-35 (Serpro's worked example): weights wrap after 9.
    [[1, 2, 17, 18, 19, 3, 4, 5, 0, 1, 20, 21], 9, 3],
    [[1, 2, 17, 18, 19, 3, 4, 5, 0, 1, 20, 21, 3], 9, 5],
  ])('of %j (max weight %i) is %i', (values, maxWeight, expected) => {
    expect(mod11CheckDigit(values, maxWeight)).toBe(expected);
  });

  it('gives 0 for both remainder 0 and remainder 1', () => {
    // [1] → 1×2 = 2, remainder 2 → 9; [6] → 12, remainder 1 → 0; [0] → remainder 0 → 0.
    expect(mod11CheckDigit([1], 9)).toBe(9);
    expect(mod11CheckDigit([6], 9)).toBe(0);
    expect(mod11CheckDigit([0], 9)).toBe(0);
  });
});
