import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { LowStockCard } from './low-stock-card.tsx';

// The card against a loopback API answering GET /catalog/low-stock.
const api = setUpLoopbackApi();
const PRODUCT = '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d01';

describe('LowStockCard', () => {
  it('counts the variations at or under their threshold and links to the filtered list', async () => {
    api.answer(() => ({
      status: 200,
      body: {
        count: 7,
        items: [
          {
            variation_id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d02',
            product_id: PRODUCT,
            product_name: 'Camiseta básica',
            variation_name: 'Azul / P',
            code: 'CAM-AZ-P',
            stock: 0,
            low_stock_threshold: 3,
          },
        ],
      },
    }));
    renderScreen(<LowStockCard />, { apiBase: api.url });
    const card = await screen.findByRole('region', { name: 'Estoque baixo' });
    expect(
      await within(card).findByRole('link', { name: '7 variações com estoque baixo' }),
    ).toHaveAttribute('href', '/vendedor/catalogo/produtos?stock=baixo');
    expect(within(card).getByRole('link', { name: 'Camiseta básica (Azul / P)' })).toHaveAttribute(
      'href',
      `/vendedor/catalogo/produtos/${PRODUCT}`,
    );
    expect(within(card).getByText('esgotado')).toBeInTheDocument();
  });

  it('says when nothing is low', async () => {
    api.answer(() => ({ status: 200, body: { count: 0, items: [] } }));
    renderScreen(<LowStockCard />, { apiBase: api.url });
    expect(await screen.findByText('Nenhuma variação com estoque baixo.')).toBeInTheDocument();
  });
});
