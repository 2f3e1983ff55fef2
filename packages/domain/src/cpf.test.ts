import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf.ts';

// Check digits computed the textbook way (sum × 10 mod 11, 10 → 0), independently of cpf.ts.
function cpfCheckDigits(base: readonly number[]): [number, number] {
  const digit = (values: readonly number[]) =>
    ((values.reduce((sum, value, index) => sum + value * (values.length + 1 - index), 0) * 10) %
      11) %
    10;
  const first = digit(base);
  return [first, digit([...base, first])];
}

const cpfBase = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((base) => new Set(base).size > 1);
const generatedCpf = cpfBase.map((base) => [...base, ...cpfCheckDigits(base)].join(''));

function replaceAt(value: string, index: number, character: string): string {
  return value.slice(0, index) + character + value.slice(index + 1);
}

describe('isValidCpf', () => {
  it.each([
    ['390.533.447-05', 'the spec example, masked'],
    ['39053344705', 'the spec example, digits only'],
    ['529.982.247-25', 'a widely published valid example'],
    [' 390 533 447 05 ', 'spaces as separators'],
  ])('accepts %j (%s)', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each(Array.from({ length: 10 }, (_, digit) => String(digit).repeat(11)))(
    'rejects all-identical digits (%s), although their check digits add up',
    (value) => {
      const base = [...value.slice(0, 9)].map(Number);
      expect(cpfCheckDigits(base).join('')).toBe(value.slice(9));
      expect(isValidCpf(value)).toBe(false);
    },
  );

  it.each([
    ['390.533.447-06', 'wrong second check digit'],
    ['390.533.447-15', 'wrong first check digit'],
    ['390.533.447-0', 'ten digits'],
    ['390.533.447-055', 'twelve digits'],
    ['', 'empty'],
    ['390a53344705', 'a letter inside'],
    ['390/533/447-05', 'a slash, not CPF punctuation'],
    ['３９０５３３４４７０５', 'full-width digits'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });

  it('accepts every generated CPF', () => {
    fc.assert(fc.property(generatedCpf, (cpf) => isValidCpf(cpf)));
  });

  it('rejects a generated CPF with either check digit changed', () => {
    fc.assert(
      fc.property(
        generatedCpf,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (cpf, index, shift) => {
          const changed = String((Number(cpf[index]) + shift) % 10);
          return !isValidCpf(replaceAt(cpf, index, changed));
        },
      ),
    );
  });

  it('rejects a generated CPF with any base digit changed when its first check digit is not 0', () => {
    fc.assert(
      fc.property(
        generatedCpf.filter((cpf) => cpf[9] !== '0'),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, index, shift) => {
          const changed = String((Number(cpf[index]) + shift) % 10);
          return !isValidCpf(replaceAt(cpf, index, changed));
        },
      ),
    );
  });

  it('accepts a one-digit typo that lands on the mod-11 blind spot (remainders 0 and 1 both give 0)', () => {
    // A limit of the official algorithm, pinned so nobody "fixes" the validator away from it.
    expect(isValidCpf('000.071.271-03')).toBe(true);
    expect(isValidCpf('100.071.271-03')).toBe(true);
  });
});

describe('normalizeCpf', () => {
  it.each([
    ['390.533.447-05', '39053344705'],
    [' 390 533 447 05 ', '39053344705'],
    ['390a533', '390a533'],
  ])('turns %j into %j', (value, expected) => {
    expect(normalizeCpf(value)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it.each([
    ['39053344705', '390.533.447-05'],
    ['390.533.447-05', '390.533.447-05'],
    ['390 533 447 05', '390.533.447-05'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatCpf(value)).toBe(expected);
  });

  it.each(['3905334470', '390533447051', '', 'abc'])(
    'returns %j unchanged when it is not 11 digits',
    (value) => {
      expect(formatCpf(value)).toBe(value);
    },
  );

  it('formats every generated CPF so that it still validates and unmasks back', () => {
    fc.assert(
      fc.property(generatedCpf, (cpf) => {
        const formatted = formatCpf(cpf);
        return /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(formatted) && normalizeCpf(formatted) === cpf;
      }),
    );
  });
});
