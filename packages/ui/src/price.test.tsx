import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0.5, 'R$ 0,50'],
    [1_000_000, 'R$ 1.000.000,00'],
  ])('formats %d as %s, with a plain space', (value, shown) => {
    const { container } = render(<Price value={value} />);
    expect(container).toHaveTextContent(shown, { normalizeWhitespace: false });
    expect(container.textContent).toBe(shown);
  });

  it('reads a sale as "de … por …" and shows the old price struck through', () => {
    const { container } = render(<Price value={1234.56} previous={1400} />);
    expect(screen.getByText('de R$ 1.400,00 por R$ 1.234,56')).toBeInTheDocument();
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(shown?.querySelector('s')).toHaveTextContent('R$ 1.400,00');
    expect(shown?.querySelector('strong')).toHaveTextContent('R$ 1.234,56');
  });

  it.each([
    ['equal to', 1234.56],
    ['below', 1000],
  ])('shows no old price %s the current one', (_case, previous) => {
    const { container } = render(<Price value={1234.56} previous={previous} />);
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('R$ 1.234,56');
  });

  const option = (installmentNumber: number, installmentAmount: number, hasInterest: boolean) => ({
    installmentNumber,
    installmentAmount,
    hasInterest,
    totalAmount: installmentNumber * installmentAmount,
  });

  it('leads with the interest-free offer, then how far the plans with interest go', () => {
    render(
      <Price
        value={1000}
        installments={{ first: option(3, 333.33, false), upTo: option(12, 94.5, true) }}
      />,
    );
    expect(screen.getByText('3x de R$ 333,33 sem juros ou até 12x com juros')).toBeInTheDocument();
  });

  it.each([
    [false, '12x de R$ 94,55 sem juros'],
    [true, '12x de R$ 94,55 com juros'],
  ])('writes a lone instalment line (interest: %s) as %s', (hasInterest, line) => {
    render(
      <Price
        value={1134.6}
        installments={{ first: option(12, 94.55, hasInterest), upTo: undefined }}
      />,
    );
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('writes the pix line', () => {
    render(<Price value={100} pix={90} />);
    expect(screen.getByText('R$ 90,00 no pix')).toBeInTheDocument();
  });
});
