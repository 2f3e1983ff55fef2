import type { FreightQuote } from '@vitrine/contract/freight';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { CartFreight } from './cart-freight.tsx';

// The cart's "Calcular frete" against a real HTTP server answering as GET /cart/freight does.
const api = setUpLoopbackApi();

const quote = (price: number, days: number): FreightQuote => ({
  options: [
    {
      id: 'me-1',
      kind: 'carrier',
      name: 'PAC',
      carrier: 'Correios',
      price,
      days_min: days - 2,
      days_max: days,
      free: false,
    },
    {
      id: 'retirada',
      kind: 'pickup',
      name: 'Retirar na loja',
      carrier: null,
      price: 0,
      days_min: 0,
      days_max: 0,
      free: true,
    },
  ],
  free_shipping: { free: false, missing: 40 },
  carrier_unavailable: false,
  pickup: { address: 'Rua Augusta, 1500', hours: 'Seg. a sex., 10h às 19h' },
});

describe('CartFreight', () => {
  it('shows the main address’s quote without asking, then a typed CEP’s', async () => {
    api.answer((request) =>
      request.url.pathname === '/cart/freight' && request.url.searchParams.get('cep') === '69900000'
        ? { status: 200, body: quote(89.5, 14) }
        : { status: 404, body: { code: 'not_found', message: '' } },
    );
    const onQuote = vi.fn();
    const user = userEvent.setup();
    renderInApp(
      <CartFreight known={{ cep: '01310100', quote: quote(21.3, 5) }} onQuote={onQuote} />,
      {
        apiBase: api.url,
      },
    );
    expect(screen.getByText('Para o CEP 01310-100:')).toBeInTheDocument();
    expect(screen.getByText('R$ 21,30')).toBeInTheDocument();
    expect(screen.getByText('chega em até 5 dias úteis')).toBeInTheDocument();
    expect(screen.getByText('Rua Augusta, 1500 · Seg. a sex., 10h às 19h')).toBeInTheDocument();
    expect(screen.getByText('Faltam R$ 40,00 para frete grátis')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    // The form and "Alterar CEP" take each other's place, and the focus goes with them (by
    // keyboard: Enter on the button, Enter in the field), never to <body>.
    screen.getByRole('button', { name: 'Alterar CEP' }).focus();
    await user.keyboard('{Enter}');
    const cep = screen.getByRole('textbox', { name: 'Calcular frete' });
    expect(cep).toHaveFocus();
    await user.type(cep, '69900000{Enter}');
    await waitFor(() => expect(screen.getByText('R$ 89,50')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar CEP' })).toHaveFocus());
    expect(screen.getByText('chega em até 14 dias úteis')).toBeInTheDocument();
    expect(onQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({ options: expect.any(Array) }),
    );
  });

  it('tells a CEP that does not exist from a freight service that is down', async () => {
    api.answer((request) =>
      request.url.searchParams.get('cep') === '00000000'
        ? { status: 404, body: { code: 'cep_not_found', message: 'CEP não encontrado.' } }
        : {
            status: 422,
            body: {
              code: 'freight_unavailable',
              message: 'Não foi possível calcular o frete agora. Tente novamente em instantes.',
            },
          },
    );
    const user = userEvent.setup();
    renderInApp(<CartFreight known={null} onQuote={() => {}} />, { apiBase: api.url });
    await user.type(screen.getByRole('textbox', { name: 'Calcular frete' }), '00000000');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('CEP não encontrado.'));
    await user.click(screen.getByRole('button', { name: 'Alterar CEP' }));
    await user.clear(screen.getByRole('textbox', { name: 'Calcular frete' }));
    await user.type(screen.getByRole('textbox', { name: 'Calcular frete' }), '01310100');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Serviço indisponível, tente novamente.'),
    );
    await user.click(screen.getByRole('button', { name: 'Alterar CEP' }));
    await user.clear(screen.getByRole('textbox', { name: 'Calcular frete' }));
    await user.type(screen.getByRole('textbox', { name: 'Calcular frete' }), '0131');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(await screen.findByText('Digite o CEP completo: 00000-000.')).toBeInTheDocument();
  });
});
