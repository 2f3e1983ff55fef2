import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPaymentDefault } from '../../../testing/builders.ts';
import { PriceBlock } from './price-block.tsx';

const interestFree = (max: number, minimum: number) =>
  aPaymentDefault({
    card: {
      installment_max: max,
      installment_fees: max,
      installment_tax: 0,
      installment_minimum_amount: minimum,
    },
  });

describe('PriceBlock', () => {
  it('advertises the longest instalment when every one is interest-free', () => {
    render(<PriceBlock pixOffered price={240} previous={null} payment={interestFree(12, 5)} />);
    expect(screen.getByText('12x de R$ 20,00 sem juros')).toBeInTheDocument();
  });

  it('stops where an instalment would fall below the store minimum (spec §9)', () => {
    render(<PriceBlock pixOffered price={200} previous={null} payment={interestFree(12, 25)} />);
    expect(screen.getByText('8x de R$ 25,00 sem juros')).toBeInTheDocument();
  });

  it('leads with the best interest-free offer, not the longest plan with interest', () => {
    // The demo store's rule: 3x sem juros, up to 12x at 1,99% a.m.; its banner sells "3x sem juros".
    const payment = aPaymentDefault({
      card: {
        installment_max: 12,
        installment_fees: 3,
        installment_tax: 1.99,
        installment_minimum_amount: 5,
      },
    });
    render(<PriceBlock pixOffered price={399.9} previous={null} payment={payment} />);
    expect(
      screen.getByText('3x de R$ 133,30 sem juros ou até 12x com juros', {
        selector: '.vt-price__installments',
      }),
    ).toBeInTheDocument();
  });

  it('says "com juros" when no instalment above 1x is interest-free', () => {
    const payment = aPaymentDefault({
      card: {
        installment_max: 3,
        installment_fees: 1,
        installment_tax: 2,
        installment_minimum_amount: 1,
      },
    });
    render(<PriceBlock pixOffered price={100} previous={null} payment={payment} />);
    // 100 × 0.02 / (1 − 1.02⁻³) = 34.675… → R$ 34,68
    expect(screen.getByText('3x de R$ 34,68 com juros')).toBeInTheDocument();
  });

  it('shows one payment only, with no instalment line, under the minimum', () => {
    render(<PriceBlock pixOffered price={9.9} previous={null} payment={interestFree(12, 10)} />);
    expect(screen.queryByText(/\dx de/)).not.toBeInTheDocument();
    expect(screen.getByText('R$ 9,90')).toBeInTheDocument();
  });

  it('prices pix and boleto with their extra discounts', () => {
    const payment = aPaymentDefault({
      pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 100 },
      boleto: { extra_discount: 10, extra_discount_type: 'amount', extra_minimum_amount: 0 },
    });
    render(<PriceBlock pixOffered price={200} previous={250} payment={payment} />);
    expect(screen.getByText('R$ 190,00 no pix')).toBeInTheDocument();
    expect(screen.getByText('R$ 190,00 no boleto')).toBeInTheDocument();
    expect(screen.getByText('R$ 250,00')).toBeInTheDocument();
  });

  it('promises no pix price for a store that does not take pix, boleto and card as ever', () => {
    const payment = aPaymentDefault({
      pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 0 },
    });
    render(<PriceBlock pixOffered={false} price={200} previous={null} payment={payment} />);
    expect(screen.queryByText(/pix/i)).not.toBeInTheDocument();
    expect(screen.getByText('R$ 200,00 no boleto')).toBeInTheDocument();
    expect(screen.getByText('12x de R$ 16,67 sem juros')).toBeInTheDocument();
  });
});
