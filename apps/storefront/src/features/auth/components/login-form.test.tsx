import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-route.tsx';
import { LoginForm } from './login-form.tsx';

function renderForm(refusedCode: string | null = null) {
  const onLoggedIn = vi.fn();
  renderInApp(
    <LoginForm onLoggedIn={onLoggedIn} returnPath="/produto/x" refusedCode={refusedCode} />,
    {
      apiBase: 'http://127.0.0.1:9',
    },
  );
  return { user: userEvent.setup(), onLoggedIn };
}

describe('LoginForm', () => {
  it('shows each field’s error next to it, focus on the first', async () => {
    const { user, onLoggedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Campo obrigatório.'),
    );
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('explains a refusal of a form sent before the script ran (?erro=), with the way to activate a pending account', () => {
    renderForm('invalid_credentials');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
    expect(screen.getByRole('link', { name: 'Ative sua conta' })).toHaveAttribute(
      'href',
      '/login/aguardar-conta',
    );
  });

  it('shows the 429 wording for a form that came back with too_many_requests', () => {
    renderForm('too_many_requests');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(screen.queryByRole('link', { name: 'Ative sua conta' })).toBeNull();
  });

  it('posts natively to the session endpoint with the page to come back to (no script yet)', () => {
    renderForm();
    const rendered = document.body.querySelector('form')!;
    expect(rendered).toHaveAttribute('method', 'post');
    expect(rendered).toHaveAttribute('action', '/_session/login');
    expect(rendered.querySelector('input[name="voltar"]')).toHaveValue('/produto/x');
  });
});
