import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aVariation } from '../../../testing/builders.ts';
import { VariationPicker } from './variation-picker.tsx';

const variations = [
  aVariation({ code: 'CAM-AZ-P', options: { Cor: 'Azul', Tamanho: 'P' }, in_stock: false }),
  aVariation({ code: 'CAM-AZ-M', options: { Cor: 'Azul', Tamanho: 'M' } }),
  aVariation({ code: 'CAM-VD-P', options: { Cor: 'Verde', Tamanho: 'P' } }),
];

function renderPicker(current = variations[1]) {
  const Stub = createRoutesStub([
    {
      path: '/produto/camisa',
      Component: () => <VariationPicker variations={variations} current={current} />,
    },
  ]);
  render(<Stub initialEntries={['/produto/camisa']} />);
}

describe('VariationPicker', () => {
  it('names a sold-out value "P, esgotado" and marks it for its greyed, dashed look', () => {
    renderPicker();
    const sizes = within(screen.getByRole('group', { name: /Tamanho/ }));
    const soldOut = sizes.getByRole('link', { name: 'P, esgotado' });
    expect(soldOut).toHaveAttribute('data-unavailable');
    expect(soldOut).toHaveAttribute('href', '/produto/camisa?variacao=CAM-AZ-P');
    const inStock = sizes.getByRole('link', { name: 'M' });
    expect(inStock).not.toHaveAttribute('data-unavailable');
    expect(inStock).toHaveAttribute('aria-current', 'true');
  });

  it('names a value by itself when the current colour has it in stock', () => {
    renderPicker(variations[2]);
    const sizes = within(screen.getByRole('group', { name: /Tamanho/ }));
    expect(sizes.getByRole('link', { name: 'P' })).not.toHaveAttribute('data-unavailable');
  });
});
