import { describe, expect, it } from 'vitest';
import { cardTokenBody, parseExpiry, type CardFields } from './card-form.ts';
import { cardFieldsSchema } from './card-rules.ts';

// Mid-May 2027, São Paulo afternoon: the rules take the moment as an argument, no clock read.
const NOW = new Date('2027-05-14T18:00:00Z');
const VALID: CardFields = {
  number: '4111 1111 1111 1111',
  holder: 'Maria da Silva',
  expiry: '05/27',
  cvv: '123',
};

function problems(card: Partial<CardFields>) {
  const result = cardFieldsSchema(NOW).safeParse({ ...VALID, ...card });
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('cardFieldsSchema', () => {
  it('takes a complete card, the number masked or not', () => {
    expect(problems({})).toEqual({});
    expect(problems({ number: '4111111111111111' })).toEqual({});
  });

  it.each([
    ['an empty number', { number: '' }, 'number', 'Campo obrigatório.'],
    [
      'a number failing Luhn (spec §5)',
      { number: '4111 1111 1111 1112' },
      'number',
      'Número de cartão inválido.',
    ],
    ['too few digits', { number: '4111 1111' }, 'number', 'Número de cartão inválido.'],
    [
      'a Luhn-valid number of no brand we take',
      { number: '9111 1111 1111 1110' },
      'number',
      'Bandeira de cartão não aceita.',
    ],
    ['an empty holder', { holder: '   ' }, 'holder', 'Campo obrigatório.'],
    ['a one-letter holder', { holder: 'M' }, 'holder', 'Digite o nome como está no cartão.'],
    ['digits in the holder', { holder: 'Maria 2' }, 'holder', 'Digite o nome como está no cartão.'],
    ['an empty expiry', { expiry: '' }, 'expiry', 'Campo obrigatório.'],
    ['an expiry without its year', { expiry: '05/2' }, 'expiry', 'Use o formato MM/AA.'],
    ['month 13', { expiry: '13/30' }, 'expiry', 'Mês de validade inválido.'],
    ['month 00', { expiry: '00/30' }, 'expiry', 'Mês de validade inválido.'],
    ['last month', { expiry: '04/27' }, 'expiry', 'Cartão vencido.'],
    ['last year', { expiry: '12/26' }, 'expiry', 'Cartão vencido.'],
    ['an empty CVV', { cvv: '' }, 'cvv', 'Campo obrigatório.'],
    ['a 2-digit CVV', { cvv: '12' }, 'cvv', 'O código de segurança tem 3 dígitos.'],
    ['a 4-digit CVV on a Visa', { cvv: '1234' }, 'cvv', 'O código de segurança tem 3 dígitos.'],
    [
      'a 3-digit CVV on an Amex',
      { number: '3782 822463 10005', cvv: '123' },
      'cvv',
      'O código de segurança tem 4 dígitos.',
    ],
  ] as const)('refuses %s', (_label, card, field, message) => {
    expect(problems(card)).toEqual({ [field]: message });
  });

  it.each([
    ['this month (valid through its last day)', '05/27'],
    ['next month', '06/27'],
    ['years ahead', '01/35'],
  ])('takes an expiry of %s', (_label, expiry) => {
    expect(problems({ expiry })).toEqual({});
  });

  it('takes an Amex with its 4-digit code', () => {
    expect(problems({ number: '3782 822463 10005', cvv: '1234' })).toEqual({});
  });
});

describe('cardTokenBody', () => {
  it('sends the sandbox the digits, the holder trimmed and the expiry as numbers', () => {
    expect(cardTokenBody({ ...VALID, holder: ' Maria da Silva ', expiry: '09/31' })).toEqual({
      number: '4111111111111111',
      holder_name: 'Maria da Silva',
      expiry_month: 9,
      expiry_year: 2031,
      cvv: '123',
    });
  });

  it('reads MM/AA only', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1230')).toBeNull();
  });
});
