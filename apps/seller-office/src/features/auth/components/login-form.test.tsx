import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { LoginForm } from './login-form.tsx';

function renderForm() {
  renderScreen(<LoginForm storeName="Loja Aurora" onLoggedIn={() => {}} />);
  return userEvent.setup();
}

describe('LoginForm', () => {
  it('says what is missing before anything is sent', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByLabelText('E-mail')).toHaveAccessibleDescription(
      'Campo obrigatório.',
    );
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it.each(['paula', 'paula@loja', 'paula mendes@loja.com'])(
    'refuses the e-mail %s (spec §5)',
    async (email) => {
      const user = renderForm();
      await user.type(screen.getByLabelText('E-mail'), email);
      await user.type(screen.getByLabelText('Senha'), 'Vendedor@123');
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    },
  );
});
