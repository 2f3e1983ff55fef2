import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreightQuote as Quote } from '@vitrine/contract/freight';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import FreightQuote from './freight-quote.tsx';

// The product page's "Calcular frete" against a loopback API over a real socket: what it asks
// (GET /freight/quote with the CEP, the variation and the quantity), what it shows, and where
// its failures are said.
const api = setUpLoopbackApi();

const quote = (price: number, days: number): Quote => ({
  options: [
    {
      id: 'tabela',
      kind: 'table',
      name: 'Entrega da loja',
      carrier: null,
      price,
      days_min: days,
      days_max: days,
      free: false,
    },
  ],
  free_shipping: null,
  carrier_unavailable: false,
  pickup: null,
});

/** The quantity changes as the purchase form's would; the widget is as the page renders it. */
function Harness() {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setQuantity(2)}>
        Mais um
      </button>
      <FreightQuote code="AUR-0001" variation="AUR-0001-02" quantity={quantity} />
    </>
  );
}

function renderQuote() {
  const user = userEvent.setup();
  renderInApp(<Harness />, { apiBase: api.url });
  return { user, cep: screen.getByRole('textbox', { name: 'Calcular frete' }) };
}

const asked = () => api.requests.filter((request) => request.url.pathname === '/freight/quote');

beforeEach(() => localStorage.clear());

describe('"Calcular frete"', () => {
  it('quotes the variation and quantity, says it politely, re-quotes a new quantity, remembers the CEP', async () => {
    api.answer(({ url }) => ({
      status: 200,
      body: url.searchParams.get('qnt') === '2' ? quote(14.9, 3) : quote(9.9, 2),
    }));
    const { user, cep } = renderQuote();
    expect(screen.getByRole('link', { name: /Não sei meu CEP/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.type(cep, '01310100{Enter}');
    const options = await screen.findByRole('list', { name: 'Opções de frete' });
    expect(options.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(options).getByText('R$ 9,90')).toBeInTheDocument();
    expect(within(options).getByText('chega em até 2 dias úteis')).toBeInTheDocument();
    expect(Object.fromEntries(asked()[0]!.url.searchParams)).toEqual({
      cep: '01310-100',
      code: 'AUR-0001',
      variation: 'AUR-0001-02',
      qnt: '1',
    });
    expect(localStorage.getItem('vitrine.cep')).toBe('01310-100');

    await user.click(screen.getByRole('button', { name: 'Mais um' }));
    expect(await within(options).findByText('R$ 14,90')).toBeInTheDocument();
    expect(asked().at(-1)?.url.searchParams.get('qnt')).toBe('2');
  });

  it('says an unknown CEP next to the field, describing it', async () => {
    api.answer(() => ({
      status: 404,
      body: { code: 'cep_not_found', message: 'CEP não encontrado.' },
    }));
    const { user, cep } = renderQuote();
    await user.type(cep, '00000000');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    await waitFor(() => expect(cep).toHaveAccessibleDescription('CEP não encontrado.'));
    expect(cep).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to try again when there is no freight to give (422 freight_unavailable)', async () => {
    api.answer(() => ({
      status: 422,
      body: { code: 'freight_unavailable', message: 'Não foi possível calcular o frete agora.' },
    }));
    const { user, cep } = renderQuote();
    await user.type(cep, '69900000{Enter}');
    await waitFor(() =>
      expect(cep).toHaveAccessibleDescription('Serviço indisponível, tente novamente.'),
    );
  });

  it('asks nothing for an incomplete CEP', async () => {
    const { user, cep } = renderQuote();
    await user.type(cep, '0131{Enter}');
    expect(cep).toHaveAccessibleDescription('Digite o CEP completo: 00000-000.');
    expect(asked()).toEqual([]);
  });

  it('quotes the CEP this browser quoted last, at once', async () => {
    localStorage.setItem('vitrine.cep', '69900-000');
    api.answer(() => ({ status: 200, body: quote(29.9, 9) }));
    const { cep } = renderQuote();
    expect(cep).toHaveValue('69900-000');
    expect(await screen.findByText('chega em até 9 dias úteis')).toBeInTheDocument();
    expect(asked()[0]?.url.searchParams.get('cep')).toBe('69900-000');
  });
});
