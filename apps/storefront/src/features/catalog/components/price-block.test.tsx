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
  it('advertises the longest instalment the store offers', () => {
    render(<PriceBlock price={240} previous={null} payment={interestFree(12, 5)} />);
    expect(screen.getByText('12x de R$ 20,00 sem juros')).toBeInTheDocument();
  });

  it('stops where an instalment would fall below the store minimum (spec §9)', () => {
    render(<PriceBlock price={200} previous={null} payment={interestFree(12, 25)} />);
    expect(screen.getByText('8x de R$ 25,00 sem juros')).toBeInTheDocument();
  });

  it('says "com juros" after the interest-free instalments', () => {
    const payment = aPaymentDefault({
      card: {
        installment_max: 3,
        installment_fees: 2,
        installment_tax: 2,
        installment_minimum_amount: 1,
      },
    });
    render(<PriceBlock price={100} previous={null} payment={payment} />);
    // 100 × 0.02 / (1 − 1.02⁻³) = 34.675… → R$ 34,68
    expect(screen.getByText('3x de R$ 34,68 com juros')).toBeInTheDocument();
  });

  it('shows one payment only, with no instalment line, under the minimum', () => {
    render(<PriceBlock price={9.9} previous={null} payment={interestFree(12, 10)} />);
    expect(screen.queryByText(/\dx de/)).not.toBeInTheDocument();
    expect(screen.getByText('R$ 9,90')).toBeInTheDocument();
  });

  it('prices pix and boleto with their extra discounts', () => {
    const payment = aPaymentDefault({
      pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 100 },
      boleto: { extra_discount: 10, extra_discount_type: 'amount', extra_minimum_amount: 0 },
    });
    render(<PriceBlock price={200} previous={250} payment={payment} />);
    expect(screen.getByText('R$ 190,00 no pix')).toBeInTheDocument();
    expect(screen.getByText('R$ 190,00 no boleto')).toBeInTheDocument();
    expect(screen.getByText('R$ 250,00')).toBeInTheDocument();
  });
});
