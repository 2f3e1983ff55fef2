import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePixKey, returnRefundCents, type RefundOrder } from './refunds.ts';

// Two lines: 2 × R$ 50,00 and 1 × R$ 100,00 (subtotal R$ 200,00), a R$ 20,00 coupon, R$ 15,00
// freight: R$ 195,00 paid, R$ 180,00 of it for the goods.
const order: RefundOrder = {
  subtotalCents: 20000,
  shippingCents: 1500,
  totalCents: 19500,
  lines: [
    { id: 'a', unitPriceCents: 5000, quantity: 2 },
    { id: 'b', unitPriceCents: 10000, quantity: 1 },
  ],
};

describe('returnRefundCents', () => {
  it.each([
    ['one unit of a: its price share of what the goods cost', {}, { a: 1 }, 4500],
    ['the whole line b', {}, { b: 1 }, 9000],
    ['the last unit, after the rest: its share and the freight', { a: 2 }, { b: 1 }, 9000 + 1500],
    ['everything at once: everything paid', {}, { a: 2, b: 1 }, 19500],
  ])('%s', (_name, returned, returning, cents) => {
    expect(returnRefundCents(order, returned, returning)).toBe(cents);
  });

  it('adds up to exactly what was paid, however the units come back', () => {
    const odd: RefundOrder = {
      subtotalCents: 3 * 3333 + 7 * 101,
      shippingCents: 999,
      totalCents: 3 * 3333 + 7 * 101 - 1234 + 999 + 77,
      lines: [
        { id: 'x', unitPriceCents: 3333, quantity: 3 },
        { id: 'y', unitPriceCents: 101, quantity: 7 },
      ],
    };
    const units = ['x', 'x', 'x', 'y', 'y', 'y', 'y', 'y', 'y', 'y'];
    fc.assert(
      fc.property(fc.shuffledSubarray(units, { minLength: 10, maxLength: 10 }), (order_) => {
        const returned: Record<string, number> = {};
        let sum = 0;
        for (const id of order_) {
          sum += returnRefundCents(odd, returned, { [id]: 1 });
          returned[id] = (returned[id] ?? 0) + 1;
        }
        expect(sum).toBe(odd.totalCents);
      }),
    );
  });
});

describe('normalizePixKey', () => {
  it.each([
    ['cpf', '390.533.447-05', '39053344705'],
    ['cpf', '390.533.447-06', null],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['email', ' Ana@Exemplo.com.br ', 'ana@exemplo.com.br'],
    ['email', 'ana@exemplo', null],
    ['phone', '(11) 91234-5678', '+5511912345678'],
    ['phone', '+55 11 91234-5678', '+5511912345678'],
    ['phone', '(11) 3234-5678', null],
    ['random', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ['random', '123e4567', null],
  ] as const)('%s %s → %s', (type, value, key) => {
    expect(normalizePixKey(type, value)).toBe(key);
  });
});
