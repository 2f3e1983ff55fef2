import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  formatAccessKey,
  isValidAccessKey,
  normalizeAccessKey,
} from './access-key.ts';

// Keys published in SEFAZ's own material, whose check digits were computed by SEFAZ's rule.
const PUBLISHED: Array<[string, string]> = [
  ['52060433009911002506550120000007800267301615', "the MOC's example (GO, 2006)"],
  ['35080599999090910270550010000000015180051273', 'the integration manual’s example (SP, 2008)'],
];

describe('accessKeyCheckDigit', () => {
  it.each(PUBLISHED)('gives the published digit of %s (%s)', (key) => {
    expect(accessKeyCheckDigit(key.slice(0, 43))).toBe(Number(key[43]));
  });

  it('is 0 when the remainder is 0 or 1', () => {
    // All zeros sum to 0; a 6 at the rightmost place (weight 2) sums to 12 ≡ 1; a 1 there to 2.
    expect(accessKeyCheckDigit('0'.repeat(43))).toBe(0);
    expect(accessKeyCheckDigit(`${'0'.repeat(42)}6`)).toBe(0);
    expect(accessKeyCheckDigit(`${'0'.repeat(42)}1`)).toBe(9);
  });
});

describe('buildAccessKey', () => {
  it('lays out cUF AAMM CNPJ mod serie nNF tpEmis cNF cDV', () => {
    const key = buildAccessKey({
      uf: 'SP',
      issuedAt: { year: 2026, month: 11 },
      cnpj: '11.222.333/0001-81',
      series: 1,
      number: 1234,
      randomCode: '87654321',
    });
    expect(key).toHaveLength(44);
    expect(key.slice(0, 43)).toBe('3526111122233300018155001000001234187654321');
    expect(isValidAccessKey(key)).toBe(true);
  });

  it('rebuilds a published key from its parts', () => {
    // 35 0805 99999090910270 55 001 000000001 5 18005127 3 (read with today's layout).
    const key = buildAccessKey({
      uf: 'SP',
      issuedAt: { year: 2008, month: 5 },
      cnpj: '99999090910270',
      series: 1,
      number: 1,
      emissionType: 5,
      randomCode: '18005127',
    });
    expect(key).toBe('35080599999090910270550010000000015180051273');
  });

  it.each([
    [{ number: 0 }, 'number'],
    [{ number: 1_000_000_000 }, 'number'],
    [{ series: 1000 }, 'series'],
    [{ randomCode: '123' }, 'randomCode'],
    [{ cnpj: '123' }, 'cnpj'],
  ])('refuses a part that does not fit: %j', (override, name) => {
    const parts = {
      uf: 'SP' as const,
      issuedAt: { year: 2026, month: 1 },
      cnpj: '11222333000181',
      series: 1,
      number: 1,
      randomCode: '12345678',
      ...override,
    };
    expect(() => buildAccessKey(parts)).toThrow(name);
  });

  it('builds keys that always validate (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.stringMatching(/^\d{8}$/),
        (number, series, randomCode) =>
          isValidAccessKey(
            buildAccessKey({
              uf: 'RJ',
              issuedAt: { year: 2027, month: 2 },
              cnpj: '33000167000101',
              series,
              number,
              randomCode,
            }),
          ),
      ),
    );
  });
});

describe('isValidAccessKey', () => {
  it.each(PUBLISHED)('accepts %s', (key) => {
    expect(isValidAccessKey(key)).toBe(true);
    expect(isValidAccessKey(`NFe${key}`)).toBe(true);
    expect(isValidAccessKey(formatAccessKey(key))).toBe(true);
  });

  it('refuses any single changed digit of a published key', () => {
    const key = PUBLISHED[0]![0];
    for (let index = 0; index < 44; index += 1) {
      const digit = key[index] === '9' ? '0' : String(Number(key[index]) + 1);
      expect(isValidAccessKey(key.slice(0, index) + digit + key.slice(index + 1))).toBe(false);
    }
  });

  it.each(['', '1234', `${'1'.repeat(43)}`, `${'1'.repeat(45)}`])('refuses %j', (value) => {
    expect(isValidAccessKey(value)).toBe(false);
  });
});

describe('formatAccessKey', () => {
  it('groups the key by four, as a DANFE prints it', () => {
    expect(formatAccessKey('35080599999090910270550010000000015180051273')).toBe(
      '3508 0599 9990 9091 0270 5500 1000 0000 0151 8005 1273',
    );
    expect(normalizeAccessKey('3508 0599 9990 9091 0270 5500 1000 0000 0151 8005 1273')).toBe(
      '35080599999090910270550010000000015180051273',
    );
  });
});
