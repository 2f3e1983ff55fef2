import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './badge.tsx';

describe('formatBadgeCount', () => {
  it.each([
    [1, undefined, '1'],
    [99, undefined, '99'],
    [100, undefined, '99+'],
    [1000, undefined, '99+'],
    [10, 9, '9+'],
    [9, 9, '9'],
  ])('shows %i with max %s as %s', (count, max, shown) => {
    expect(formatBadgeCount(count, max)).toBe(shown);
  });
});

describe('Badge', () => {
  it('is hidden at 0', () => {
    const { container } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [1, '1', '1 item'],
    [99, '99', '99 itens'],
    [100, '99+', '100 itens'],
    [1000, '99+', '1000 itens'],
  ])('shows %i as %s and reads it as "%s"', (count, shown, spoken) => {
    const { container } = render(
      <button type="button">
        Carrinho <Badge count={count} />
      </button>,
    );
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(shown);
    expect(screen.getByRole('button')).toHaveAccessibleName(`Carrinho ${spoken}`);
  });

  it('takes a label function with the real count', () => {
    render(
      <a href="/finalizar-compra/carrinho">
        <Badge count={150} label={(n) => `${n} itens no carrinho`} />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('150 itens no carrinho');
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('takes a fixed label and a custom maximum', () => {
    render(
      <a href="/minha-conta/meus-pedidos">
        <Badge count={12} max={9} label="Pedidos novos" />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Pedidos novos');
    expect(screen.getByText('9+')).toBeInTheDocument();
  });
});
