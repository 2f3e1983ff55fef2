import { parseMoney } from '@vitrine/domain/money';
import { describe, expect, it } from 'vitest';
import { freightDescription, orderSumLines } from './order-sums.ts';

const read = (lines: ReturnType<typeof orderSumLines>) =>
  lines.map((line) => `${line.label}: ${line.value}`);

describe('orderSumLines', () => {
  it.each([
    [
      { subtotal: 229.9, discount: 0, shipping: 19.9, interest: 28.1, total: 277.9 },
      [
        'Subtotal: R$ 229,90',
        'Frete: R$ 19,90',
        'Juros do parcelamento: R$ 28,10',
        'Total: R$ 277,90',
      ],
    ],
    [
      { subtotal: 1234.56, discount: 61.73, shipping: 0, interest: 0, total: 1172.83 },
      ['Subtotal: R$ 1.234,56', 'Desconto: -R$ 61,73', 'Frete: Grátis', 'Total: R$ 1.172,83'],
    ],
    [
      {
        subtotal: 200,
        coupon_code: 'BEMVINDO10',
        coupon_discount: 20,
        discount: 9,
        shipping: 19.9,
        interest: 0,
        total: 190.9,
      },
      [
        'Subtotal: R$ 200,00',
        'Cupom BEMVINDO10: -R$ 20,00',
        'Desconto: -R$ 9,00',
        'Frete: R$ 19,90',
        'Total: R$ 190,90',
      ],
    ],
  ])('reads %j as the order page does', (sums, lines) => {
    expect(read(orderSumLines(sums))).toEqual(lines);
  });

  it.each([
    [100, 0, 0, 0],
    [22990, 0, 1990, 2810],
    [123456, 6173, 0, 0],
    [99999999, 1, 1, 99],
  ])(
    'adds up to the total: subtotal − discount + shipping + interest (%i %i %i %i cents)',
    (subtotal, discount, shipping, interest) => {
      const lines = orderSumLines({
        subtotal: subtotal / 100,
        discount: discount / 100,
        shipping: shipping / 100,
        interest: interest / 100,
        total: (subtotal - discount + shipping + interest) / 100,
      });
      const value = (key: string) => {
        const line = lines.find((candidate) => candidate.key === key);
        return line && line.value !== 'Grátis' ? Math.round(parseMoney(line.value) * 100) : 0;
      };
      expect(value('subtotal') + value('discount') + value('shipping') + value('interest')).toBe(
        value('total'),
      );
    },
  );
});

describe('freightDescription', () => {
  it.each([
    [
      { kind: 'carrier', service: 'SEDEX', carrier: 'Correios', days_min: 2, days_max: 3 },
      'SEDEX (Correios), até 3 dias úteis',
    ],
    [
      { kind: 'table', service: 'Entrega da loja', carrier: null, days_min: 1, days_max: 1 },
      'Entrega da loja, até 1 dia útil',
    ],
    [
      { kind: 'pickup', service: 'Retirar na loja', carrier: null, days_min: 0, days_max: 0 },
      'Retirar na loja',
    ],
    [
      { kind: 'flat', service: 'Entrega padrão', carrier: null, days_min: null, days_max: null },
      'Entrega padrão',
    ],
  ] as const)('%j reads %s', (freight, text) => {
    expect(freightDescription(freight)).toBe(text);
  });
});
