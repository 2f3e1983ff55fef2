import { render, screen } from '@testing-library/react';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPaymentDefault } from '../../../testing/builders.ts';
import { ProductCard } from './product-card.tsx';

const item = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: '7d1c8f9e-2b3a-4c5d-8e6f-0a1b2c3d4e5f',
  kind: 'product',
  code: 'VES-01',
  slug: 'vestido-midi',
  name: 'Vestido Midi',
  brand: 'Aurora',
  image: null,
  price_min: 399.9,
  price_max: 399.9,
  compare_at_price: null,
  in_stock: true,
  rating: null,
  ...overrides,
});

// The demo store's rule: 3x sem juros, up to 12x at 1,99% a.m.
const payment = aPaymentDefault({
  card: {
    installment_max: 12,
    installment_fees: 3,
    installment_tax: 1.99,
    installment_minimum_amount: 5,
  },
});

function renderCard(summary: ProductSummary) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ProductCard item={summary} payment={payment} /> },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('ProductCard', () => {
  it('leads the shelf with the interest-free offer, as the product page does', () => {
    renderCard(item());
    expect(screen.getByText('3x de R$ 133,30 sem juros ou até 12x com juros')).toBeInTheDocument();
  });

  it('prices "a partir de" items from their lowest price', () => {
    renderCard(item({ price_min: 90, price_max: 150 }));
    expect(screen.getByText('A partir de R$ 90,00')).toBeInTheDocument();
    expect(screen.getByText('3x de R$ 30,00 sem juros ou até 12x com juros')).toBeInTheDocument();
  });

  it('says "de R$ X por R$ Y" when the cheapest variation is on sale, and nothing else otherwise', () => {
    const { container, unmount } = renderCard(item({ compare_at_price: 459.9 }));
    expect(container.querySelector('.product-card__price')).toHaveTextContent(
      'de R$ 459,90 por R$ 399,90',
    );
    expect(screen.getByText('R$ 459,90').tagName).toBe('S');
    unmount();
    renderCard(item({ compare_at_price: 399.9 }));
    expect(screen.queryByText(/^de$/)).not.toBeInTheDocument();
    expect(screen.getByText('R$ 399,90')).toBeInTheDocument();
  });

  it("shows the published reviews' stars and count, said as one phrase; none without reviews", () => {
    const first = renderCard(item({ rating: { average: 4.3, count: 12 } }));
    const stars = screen.getByRole('img', { name: 'Nota 4,3 de 5, 12 avaliações' });
    expect(stars).toHaveTextContent('★★★★★ (12)');
    expect(stars.querySelector('span')).toHaveTextContent(/^★$/);
    first.unmount();
    const second = renderCard(item({ rating: { average: 5, count: 1 } }));
    expect(screen.getByRole('img', { name: 'Nota 5 de 5, 1 avaliação' })).toBeInTheDocument();
    second.unmount();
    renderCard(item());
    expect(screen.queryByRole('img', { name: /^Nota / })).toBeNull();
  });

  it('advertises no instalments for a sold-out item', () => {
    renderCard(item({ in_stock: false }));
    expect(screen.queryByText(/\dx de/)).not.toBeInTheDocument();
  });
});
