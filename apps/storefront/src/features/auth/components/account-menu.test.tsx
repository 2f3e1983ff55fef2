import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import AccountMenu from './account-menu.tsx';

// jsdom has no layout: Radix's positioning measures through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Where() {
  return <p data-testid="pathname">{useLocation().pathname}</p>;
}

function renderMenu(onLogout = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <AccountMenu firstName="Joana" className="site-header__link" />
          <Where />
        </>
      ),
    },
    { path: '/login/logout', action: onLogout, Component: Where },
    { path: '*', Component: Where },
  ]);
  render(<Stub initialEntries={['/']} />);
  return { user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Olá, Joana' }) };
}

describe('AccountMenu', () => {
  it('opens by keyboard on the account area’s screens and "Sair"', async () => {
    const { user, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Minha conta',
      'Meus pedidos',
      'Meus endereços',
      'Sair',
    ]);
    expect(items.slice(0, 3).map((item) => item.getAttribute('href'))).toEqual([
      '/minha-conta',
      '/minha-conta/meus-pedidos',
      '/minha-conta/meus-enderecos',
    ]);
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('goes to "Meus pedidos" with Enter on it', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('pathname')).toHaveTextContent('/minha-conta/meus-pedidos'),
    );
  });

  it('logs out with a post to /login/logout', async () => {
    const onLogout = vi.fn(() => null);
    const { user, trigger } = renderMenu(onLogout);
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    const [{ request }] = onLogout.mock.calls[0] as unknown as [{ request: Request }];
    expect(request.method).toBe('POST');
  });
});
