import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CARD_MASK,
  CEP_MASK,
  CNPJ_MASK,
  CPF_MASK,
  DATE_MASK,
  PHONE_MASKS,
} from './mask.ts';

const FITS: Record<string, RegExp> = { '#': /[0-9]/, '@': /[A-Za-z]/, '*': /[0-9A-Za-z]/ };
// Literals that no token accepts, so unmasking can tell them from the value.
const LITERALS = [...'.-/() '];

const pattern = fc
  .array(fc.constantFrom('#', '@', '*', ...LITERALS), { minLength: 1, maxLength: 20 })
  .map((symbols) => symbols.join(''));
const typed = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZçé.-/() _!'), maxLength: 30 });
const unmask = (value: string) => value.replace(/[^0-9A-Za-z]/g, '');

describe('applyMask', () => {
  it.each([
    ['39053344705', CPF_MASK, '390.533.447-05'],
    ['390', CPF_MASK, '390'],
    ['3905', CPF_MASK, '390.5'],
    ['390.533.447-05', CPF_MASK, '390.533.447-05'],
    ['3a9b0', CPF_MASK, '390'],
    ['390533447051234', CPF_MASK, '390.533.447-05'],
    ['12abc34501de35', CNPJ_MASK, '12.abc.345/01de-35'],
    ['12ABC34501DEXY35', CNPJ_MASK, '12.ABC.345/01DE-35'],
    ['01310100', CEP_MASK, '01310-100'],
    ['25121990', DATE_MASK, '25/12/1990'],
    ['4111111111111111', CARD_MASK, '4111 1111 1111 1111'],
    ['378282246310005', CARD_MASK, '3782 8224 6310 005'],
    ['4111111111111111111', CARD_MASK, '4111 1111 1111 1111 111'],
    ['abc1234', '@@@-####', 'abc-1234'],
    ['1abc2', '@@@-####', 'abc-2'],
    ['', CPF_MASK, ''],
  ])('masks %j with %j as %j', (value, mask, expected) => {
    expect(applyMask(value, mask)).toBe(expected);
  });

  it.each([
    ['390', CPF_MASK, '390'],
    ['390533', CPF_MASK, '390.533'],
    ['12', '(##) ####', '(12'],
    ['12', '##/##', '12'],
  ])(
    'adds no trailing literal after the last character: %j with %j → %j',
    (value, mask, expected) => {
      expect(applyMask(value, mask)).toBe(expected);
    },
  );

  it.each([
    ['1234567890', '(12) 3456-7890', 'ten digits: landline'],
    ['12345678901', '(12) 34567-8901', 'eleven digits: mobile'],
    ['(12) 3456-7890', '(12) 3456-7890', 'an already masked landline'],
    ['12345', '(12) 345', 'a partial number'],
    ['123456789012', '(12) 34567-8901', 'too long: cut to the longest mask'],
  ])('picks the shortest phone mask that holds %j → %j (%s)', (value, expected) => {
    expect(applyMask(value, PHONE_MASKS)).toBe(expected);
  });

  it('picks by capacity whatever order the patterns come in', () => {
    const reversed = [...PHONE_MASKS].reverse();
    expect(applyMask('1234567890', reversed)).toBe('(12) 3456-7890');
    expect(applyMask('12345678901', reversed)).toBe('(12) 34567-8901');
  });

  it('keeps a literal typed by the user in step with the mask even when it fits a token', () => {
    expect(applyMask('+55 (11) 91234-5678', '+55 (##) #####-####')).toBe('+55 (11) 91234-5678');
  });

  it('puts only characters that fit their token, and the literals, in place', () => {
    fc.assert(
      fc.property(typed, pattern, (value, mask) => {
        const masked = applyMask(value, mask);
        return [...masked].every((character, index) => {
          const symbol = mask[index] ?? '';
          return FITS[symbol] ? FITS[symbol].test(character) : character === symbol;
        });
      }),
    );
  });

  it('never ends on a literal', () => {
    fc.assert(
      fc.property(typed, pattern, (value, mask) => {
        const masked = applyMask(value, mask);
        return masked === '' || (mask[masked.length - 1] ?? '') in FITS;
      }),
    );
  });

  it('keeps the fitting characters in order, dropping the rest (digit masks)', () => {
    const digitPattern = fc
      .array(fc.constantFrom('#', ...LITERALS), { minLength: 1, maxLength: 20 })
      .map((symbols) => symbols.join(''));
    fc.assert(
      fc.property(typed, digitPattern, (value, mask) => {
        const capacity = [...mask].filter((symbol) => symbol === '#').length;
        return unmask(applyMask(value, mask)) === value.replace(/\D/g, '').slice(0, capacity);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, pattern, (value, mask) => {
        const masked = applyMask(value, mask);
        return applyMask(masked, mask) === masked;
      }),
    );
  });

  it('rebuilds a masked value from its unmasked characters: mask(unmask(x)) = x', () => {
    fc.assert(
      fc.property(typed, fc.array(pattern, { minLength: 1, maxLength: 3 }), (value, masks) => {
        const masked = applyMask(value, masks);
        return applyMask(unmask(masked), masks) === masked;
      }),
    );
  });
});
