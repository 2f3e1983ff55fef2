import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartLink } from '../features/cart/components/cart-link.tsx';
import { PurchaseForm } from '../features/catalog/components/purchase-form.tsx';
import { PENDING_PRODUCT_KEY } from '../shared/add-to-cart/pending-product.ts';
import { aCart, aProduct, aVariation } from '../testing/builders.ts';
import { startLoopbackApi } from '../testing/loopback-api.ts';
import { renderInApp, STORE_ID } from '../testing/render-route.tsx';

// spec §4 outcomes and §8 texts, through the real purchase form (the catalog's) and the header's
// cart badge (the cart's), as the app puts them together, the real API client and a
// real HTTP server answering as the API does (api/src/features/cart/add-routes.ts).
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  document.cookie = 'customer_access_token=; Max-Age=0; Path=/';
});

const variation = aVariation({ code: 'CAM-01-AZ-M', name: 'Azul / M' });
const product = aProduct({ code: 'CAM-01', name: 'Camisa de Algodão', variations: [variation] });

function renderForm() {
  const user = userEvent.setup();
  const view = renderInApp(
    <>
      <CartLink />
      <PurchaseForm product={product} variation={variation} storeId={STORE_ID} />
    </>,
    { apiBase: api.url },
  );
  return { user, ...view };
}

async function addTwo(user: ReturnType<typeof userEvent.setup>) {
  const quantity = screen.getByLabelText('Quantidade');
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
}

describe('add to cart', () => {
  it('posts qnt, code, variation and store_id with the store header, and no token of its own', async () => {
    // Even a readable cookie of that name is never sent by the page: the storefront's server
    // adds the bearer from its HttpOnly cookie (@vitrine/session).
    document.cookie = 'customer_access_token=token-123; Path=/';
    api.answer(() => ({
      status: 200,
      body: { status: 200, statusCode: 200, message: 'ok', cart: aCart(2) },
    }));
    const { user } = renderForm();
    await addTwo(user);
    await screen.findByRole('alertdialog');
    const post = api.requests.find(
      (request) => request.path === '/cart' && request.method === 'POST',
    );
    expect(post?.body).toEqual({
      qnt: 2,
      code: 'CAM-01',
      variation: 'CAM-01-AZ-M',
      store_id: STORE_ID,
    });
    expect(post?.headers['x-store-id']).toBe(STORE_ID);
    expect(post?.headers.authorization).toBeUndefined();
  });

  it('on 202 keeps the pending product and goes to /login', async () => {
    api.answer(() => ({
      status: 401,
      body: {
        code: 'login_required',
        message: 'Entre na sua conta.',
        status: 202,
        statusCode: 202,
      },
    }));
    const { user } = renderForm();
    await addTwo(user);
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent('/login'));
    expect(JSON.parse(localStorage.getItem(PENDING_PRODUCT_KEY) ?? 'null')).toMatchObject({
      qnt: 2,
      code: 'CAM-01',
      variation: 'CAM-01-AZ-M',
      store_id: STORE_ID,
    });
  });

  it('on 302 shows the refusal dialog with the server text; "Ir para o carrinho" opens the cart', async () => {
    api.answer(() => ({
      status: 409,
      body: {
        code: 'quantity_unavailable',
        message: 'Quantidade indisponível.',
        status: 302,
        statusCode: 302,
        error: 'Quantidade indisponível.',
      },
    }));
    const { user } = renderForm();
    await addTwo(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro ao adicionar o produto.' });
    expect(dialog).toHaveAccessibleDescription('Quantidade indisponível.');
    within(dialog).getByRole('button', { name: 'Continuar comprando' });
    await user.click(within(dialog).getByRole('button', { name: 'Ir para o carrinho' }));
    await waitFor(() =>
      expect(screen.getByTestId('pathname')).toHaveTextContent('/finalizar-compra/carrinho'),
    );
  });

  it('on success shows the spec dialog and the badge counts the cart, at most 99+', async () => {
    api.answer(() => ({
      status: 200,
      body: { status: 200, statusCode: 200, message: 'O item foi adicionado.', cart: aCart(120) },
    }));
    const { user } = renderForm();
    await addTwo(user);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'O item foi adicionado ao seu carrinho.',
    });
    expect(dialog).toHaveAccessibleDescription('O que você deseja fazer agora?');
    within(dialog).getByRole('button', { name: 'Ir para o carrinho' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar comprando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('pathname')).toHaveTextContent('/produto/teste');
    const cartLink = screen.getByRole('link', { name: 'Carrinho 120 itens no carrinho' });
    expect(cartLink).toHaveTextContent('99+');
  });

  it('gives focus back to "Adicionar ao carrinho" when the dialog closes with Escape', async () => {
    api.answer(() => ({
      status: 200,
      body: { status: 200, statusCode: 200, message: 'O item foi adicionado.', cart: aCart(2) },
    }));
    const { user } = renderForm();
    const addButton = screen.getByRole('button', { name: 'Adicionar ao carrinho' });
    await addTwo(user);
    await screen.findByRole('alertdialog', { name: 'O item foi adicionado ao seu carrinho.' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addButton).toHaveFocus());
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { code: 'internal_error', message: 'x' } })],
    ['an answer off the contract', () => ({ status: 200, body: { ok: true } })],
  ])(
    'on %s shows the failure dialog; "Escolher outro produto" goes home',
    async (_name, answer) => {
      api.answer(answer);
      const { user } = renderForm();
      await addTwo(user);
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Não foi possível adicionar o produto.',
      });
      within(dialog).getByRole('button', { name: 'Continuar navegando' });
      await user.click(within(dialog).getByRole('button', { name: 'Escolher outro produto' }));
      await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
    },
  );

  it('when the API cannot be reached shows the failure dialog; "Continuar navegando" closes it', async () => {
    const closed = await startLoopbackApi();
    await closed.close();
    const user = userEvent.setup();
    renderInApp(<PurchaseForm product={product} variation={variation} storeId={STORE_ID} />, {
      apiBase: closed.url,
    });
    await addTwo(user);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Não foi possível adicionar o produto.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar navegando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
