import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionQueryKey } from '@vitrine/session/react';
import { describe, expect, it, vi } from 'vitest';
import { aProduct, aVariation } from '../../../testing/builders.ts';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp, STORE_ID } from '../../../testing/render-route.tsx';
import { PurchaseForm } from '../components/purchase-form.tsx';
import { StockAlertForm } from './stock-alert-form.tsx';

// "Avise-me quando chegar": the product page only links a sold-out variation to the form's own
// page (its initial JS has no room for the form), and the form asks the API as the shopper is
// (an e-mail to confirm, or the account's) and says how it went, in pt-BR.
const api = setUpLoopbackApi();
const PATH = '/variations/AUR-0001-02/stock-alerts';
const ACCOUNT = {
  _id: 'c1',
  email: 'bia@exemplo.com.br',
  first_name: 'Bia',
  last_name: 'Lima',
  store_id: STORE_ID,
};

/** The form as the shopper sees it once the page knows who they are (signed in or not). */
async function renderForm(account: typeof ACCOUNT | null) {
  const view = renderInApp(<StockAlertForm variation="AUR-0001-02" />, {
    apiBase: api.url,
  });
  const key = sessionQueryKey('customer');
  // This browser has no session cookie: the page's own check answers "nobody" first.
  await vi.waitFor(() => expect(view.queryClient.getQueryState(key)?.status).toBe('success'));
  act(() => view.queryClient.setQueryData(key, account));
  return { user: userEvent.setup() };
}

const asked = () => api.requests.filter((request) => request.url.pathname === PATH);

describe('the product page', () => {
  it.each([
    [false, 1],
    [true, 0],
  ])(
    'links the alert page when in_stock is %s (%i links), the form not in its code',
    (inStock, n) => {
      const variation = aVariation({ code: 'AUR-0001-02', in_stock: inStock });
      const product = aProduct({ code: 'AUR-0001', variations: [variation] });
      renderInApp(<PurchaseForm product={product} variation={variation} storeId={STORE_ID} />, {
        apiBase: api.url,
      });
      const links = screen.queryAllByRole('link', { name: 'Avise-me quando chegar' });
      expect(links).toHaveLength(n);
      if (n) expect(links[0]).toHaveAttribute('href', '/avise-me/AUR-0001-02');
    },
  );
});

describe('StockAlertForm', () => {
  it('asks with the typed e-mail and says to confirm it', async () => {
    api.answer(() => ({ status: 200, body: { status: 'pending' } }));
    const { user } = await renderForm(null);
    await user.type(screen.getByRole('textbox', { name: 'Seu e-mail' }), 'ana@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Quero ser avisado' }));
    expect(
      await screen.findByText(
        'Enviamos um e-mail para ana@exemplo.com.br. Confirme pelo link para receber o aviso.',
      ),
    ).toBeInTheDocument();
    expect(asked()[0]).toMatchObject({ method: 'POST', body: { email: 'ana@exemplo.com.br' } });
  });

  it('asks with the account of a shopper signed in, no e-mail field', async () => {
    api.answer(() => ({ status: 200, body: { status: 'active' } }));
    const { user } = await renderForm(ACCOUNT);
    expect(await screen.findByText('Avisaremos em bia@exemplo.com.br.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quero ser avisado' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pronto! Avisaremos bia@exemplo.com.br uma vez, quando esta opção voltar ao estoque.',
    );
    expect(asked()[0]!.body).toEqual({});
  });

  it("says the API's refusal next to the field (409 in_stock)", async () => {
    api.answer(() => ({
      status: 409,
      body: { code: 'in_stock', message: 'Esta opção está disponível: adicione ao carrinho.' },
    }));
    const { user } = await renderForm(null);
    const field = screen.getByRole('textbox', { name: 'Seu e-mail' });
    await user.type(field, 'ana@exemplo.com.br{Enter}');
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Esta opção está disponível: adicione ao carrinho.',
      ),
    );
  });
});
