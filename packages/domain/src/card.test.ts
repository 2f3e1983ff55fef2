import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardBrandName, isValidCardNumber, type CardBrand } from './card.ts';

// Test numbers the networks and gateways publish for sandboxes.
const NETWORK_TEST_NUMBERS: Array<[string, CardBrand, string]> = [
  ['4111111111111111', 'visa', 'Visa test card'],
  ['4012888888881881', 'visa', 'Visa test card'],
  ['5555555555554444', 'mastercard', 'Mastercard 5-series test card'],
  ['5105105105105100', 'mastercard', 'Mastercard 5-series test card'],
  ['2223003122003222', 'mastercard', 'Mastercard 2-series test card'],
  ['378282246310005', 'amex', 'American Express test card'],
  ['371449635398431', 'amex', 'American Express test card'],
  ['30569309025904', 'diners', 'Diners Club test card'],
  ['38520000023237', 'diners', 'Diners Club test card'],
  ['6011111111111117', 'discover', 'Discover test card'],
  ['6011000990139424', 'discover', 'Discover test card'],
  ['3530111333300000', 'jcb', 'JCB test card'],
  ['3566002020360505', 'jcb', 'JCB test card'],
  ['6362970000457013', 'elo', 'Elo test card'],
  ['6062825624254001', 'hipercard', 'Hipercard test card'],
];

// Luhn written the long way (double, then add the two digits), independently of card.ts.
function luhnValid(digits: string): boolean {
  const sum = [...digits]
    .reverse()
    .map((digit, index) => String(Number(digit) * (index % 2 === 1 ? 2 : 1)))
    .flatMap((product) => [...product].map(Number))
    .reduce((total, digit) => total + digit, 0);
  return sum % 10 === 0;
}

const luhnNumber = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 })
  .map((body) => {
    const check = [...'0123456789'].find((digit) => luhnValid(body + digit));
    return body + check;
  });

describe('isValidCardNumber', () => {
  it.each(NETWORK_TEST_NUMBERS)('accepts %s (%s, %s)', (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['4111 1111 1111 1111', 'spaces'],
    ['4111-1111-1111-1111', 'dashes'],
    [' 4111 1111-1111 1111 ', 'both, with padding'],
    ['000000000000', 'twelve digits, the shortest length'],
    ['0000000000000000000', 'nineteen digits, the longest length'],
  ])('accepts %j (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['4111111111111112', 'Luhn sum not a multiple of 10'],
    ['00000000000', 'eleven digits, although Luhn-valid'],
    ['00000000000000000000', 'twenty digits, although Luhn-valid'],
    ['4111.1111.1111.1111', 'dots are not stripped'],
    ['4111a11111111111', 'a letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('accepts every generated Luhn-valid number', () => {
    fc.assert(fc.property(luhnNumber, (number) => isValidCardNumber(number)));
  });

  it('rejects a generated number with any one digit changed', () => {
    fc.assert(
      fc.property(luhnNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, shift) => {
        const index = at % number.length;
        const changed = String((Number(number[index]) + shift) % 10);
        return !isValidCardNumber(number.slice(0, index) + changed + number.slice(index + 1));
      }),
    );
  });
});

// The published Elo BIN list, as given to the team.
const ELO_RANGES: Array<[number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const isEloBin = (bin: number) => ELO_RANGES.some(([from, to]) => bin >= from && bin <= to);

describe('cardBrand', () => {
  it.each(NETWORK_TEST_NUMBERS)('recognises %s as %s (%s)', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it.each([
    ['4', 'visa'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['606282', 'hipercard'],
    ['3841', 'hipercard'],
  ])('puts the IIN range edge %s in %s', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });

  it.each([
    '50',
    '56',
    '2220',
    '2721',
    '306',
    '35',
    '3527',
    '3590',
    '6012',
    '643',
    '606281',
    '1',
    '7',
    '8',
    '9',
  ])('finds no brand just outside the ranges: %s', (prefix) => {
    expect(cardBrand(prefix)).toBeNull();
  });

  it.each([
    ['401178', 'elo', 'Elo BIN inside Visa 4'],
    ['401177', 'visa', 'next to it, plain Visa'],
    ['650031', 'elo', 'Elo BIN inside Discover 65'],
    ['650034', 'discover', 'the gap in the Elo list stays Discover'],
    ['655020', 'discover', 'the other gap'],
    ['384100', 'hipercard', 'Hipercard 3841 inside Diners 38'],
    ['384200', 'diners', 'past Hipercard, Diners again'],
  ])('lets the longest prefix win: %s → %s (%s)', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });

  it.each(ELO_RANGES.flatMap(([from, to]) => [from, to]))(
    'recognises the Elo BIN bound %i',
    (bin) => {
      expect(cardBrand(`${bin}0000000000`)).toBe('elo');
    },
  );

  it.each(ELO_RANGES.flatMap(([from, to]) => [from - 1, to + 1]).filter((bin) => !isEloBin(bin)))(
    'does not call the BIN %i, just outside an Elo range, Elo',
    (bin) => {
      expect(cardBrand(`${bin}0000000000`)).not.toBe('elo');
    },
  );

  it.each([
    ['4111 1111', 'visa'],
    ['5555-5555', 'mastercard'],
    ['', null],
    ['abcd', null],
    ['4111a', null],
  ])('reads %j as %s', (value, brand) => {
    expect(cardBrand(value)).toBe(brand);
  });
});

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['diners', 'Diners Club'],
    ['maestro', 'MAESTRO'],
    ['toString', 'TOSTRING'],
  ])('names %s as %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});
