import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, data, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartError } from './cart-error.tsx';

function Boundary() {
  return <CartError error={useRouteError()} />;
}

/** The cart route's place in a router whose loader fails as many times as asked, then answers. */
function renderFailing(failure: () => never, failures: number) {
  let calls = 0;
  const Stub = createRoutesStub([
    {
      path: '/finalizar-compra/carrinho',
      loader: () => {
        calls += 1;
        if (calls <= failures) failure();
        return null;
      },
      Component: () => <h1>Meu carrinho</h1>,
      ErrorBoundary: Boundary,
    },
  ]);
  render(<Stub initialEntries={['/finalizar-compra/carrinho']} />);
  return { calls: () => calls };
}

describe('CartError', () => {
  it('says the cart could not be read, and "Tentar novamente" runs the loader again', async () => {
    const view = renderFailing(() => {
      throw new Error('API fora do ar');
    }, 1);
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar o seu carrinho' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Meu carrinho' })).toBeInTheDocument();
    expect(view.calls()).toBe(2);
  });

  it('shows the store’s not-found page for a 404', async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    }, 1);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
