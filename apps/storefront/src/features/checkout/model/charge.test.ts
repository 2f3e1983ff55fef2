import type { CheckoutQuote } from '@vitrine/contract/checkout';
import { describe, expect, it } from 'vitest';
import { chargeOf } from './charge.ts';

// A quote as GET /checkout/quote answers it for R$ 229,90 of goods plus R$ 19,90 of shipping
// at Loja Aurora (pix 5% off, boleto R$ 10,00 off, 3x interest-free then 1.99% a.m.).
const QUOTE: CheckoutQuote = {
  items: [],
  subtotal: 229.9,
  coupon: null,
  shipping: 19.9,
  needs_shipping: true,
  freight: null,
  pix: {
    price: 218.41,
    discount: 11.49,
    discount_type: 'percentage',
    discount_value: 5,
    total: 238.31,
  },
  boleto: { price: 219.9, discount: 10, discount_type: 'amount', discount_value: 10, total: 239.8 },
  card: {
    installments: [
      { installmentNumber: 1, installmentAmount: 249.8, hasInterest: false, totalAmount: 249.8 },
      { installmentNumber: 3, installmentAmount: 83.27, hasInterest: false, totalAmount: 249.8 },
      { installmentNumber: 4, installmentAmount: 65.59, hasInterest: true, totalAmount: 262.36 },
    ],
  },
  pix_offered: true,
  cpf_required: { pix: false, card: false, boleto: true },
  cpf_for_invoice: false,
  whatsapp_offered: false,
};

describe('chargeOf', () => {
  it.each([
    [
      'pix: the server’s discount and total',
      'pix',
      1,
      { discount: 11.49, interest: 0, total: 238.31 },
    ],
    [
      'boleto: the server’s discount and total',
      'boleto',
      1,
      { discount: 10, interest: 0, total: 239.8 },
    ],
    [
      'card 3x: interest-free, goods plus shipping',
      'card',
      3,
      { discount: 0, interest: 0, total: 249.8 },
    ],
    [
      'card 4x: the interest is the option’s total less goods and shipping',
      'card',
      4,
      { discount: 0, interest: 12.56, total: 262.36 },
    ],
  ] as const)('%s', (_label, method, installments, expected) => {
    expect(chargeOf(QUOTE, method, installments)).toMatchObject(expected);
  });

  it('falls back to the first option when the count is no longer offered', () => {
    expect(chargeOf(QUOTE, 'card', 12).option?.installmentNumber).toBe(1);
  });

  it('takes the card interest over what the coupon left plus shipping', () => {
    // R$ 229,90 − R$ 20,00 coupon + R$ 19,90 = R$ 229,80 financed; 4x at 1,99 % a.m.
    const quote: CheckoutQuote = {
      ...QUOTE,
      coupon: { code: 'VINTE', value_label: 'R$ 20,00', discount: 20, problem: null },
      card: {
        installments: [
          {
            installmentNumber: 4,
            installmentAmount: 60.34,
            hasInterest: true,
            totalAmount: 241.36,
          },
        ],
      },
    };
    expect(chargeOf(quote, 'card', 4)).toMatchObject({ interest: 11.56, total: 241.36 });
  });
});
