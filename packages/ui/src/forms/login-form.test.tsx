import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';
import type { SessionResult } from './session-result.ts';

const ACCOUNT = { _id: 'c1', email: 'ana@exemplo.com', first_name: 'Ana', last_name: 'Souza' };

function renderForm(
  answer: SessionResult = { ok: true, account: ACCOUNT } as SessionResult,
  props: Partial<ComponentProps<typeof LoginForm>> = {},
) {
  const logIn = vi.fn(async () => answer);
  const onLoggedIn = vi.fn();
  render(
    <LoginForm
      logIn={logIn}
      onLoggedIn={onLoggedIn}
      emailAutoComplete="email"
      credentialsHint={<p>Criou sua conta e ainda não definiu a senha?</p>}
      {...props}
    />,
  );
  return { user: userEvent.setup(), logIn, onLoggedIn };
}

async function logInAs(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), 'Senha@123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginForm', () => {
  it('shows each field’s error next to it, focus on the first, and sends nothing', async () => {
    const { user, logIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Campo obrigatório.'),
    );
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Informe a senha.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(logIn).not.toHaveBeenCalled();
  });

  it('logs in with what was typed and hands the account to the app', async () => {
    const { user, logIn, onLoggedIn } = renderForm();
    await logInAs(user, 'ana@exemplo.com');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(ACCOUNT));
    expect(logIn).toHaveBeenCalledWith({ email: 'ana@exemplo.com', password: 'Senha@123' });
  });

  it('shows a wrong password’s refusal with the app’s way out', async () => {
    const { user, onLoggedIn } = renderForm({
      ok: false,
      code: 'invalid_credentials',
      message: 'E-mail ou senha inválidos.',
    });
    await logInAs(user, 'ana@exemplo.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(screen.getByText('Criou sua conta e ainda não definiu a senha?')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows other refusals alone, and its own words when the answer has none', async () => {
    const { user } = renderForm({ ok: false, code: 'bad_gateway', message: '' });
    await logInAs(user, 'ana@exemplo.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível entrar. Tente novamente.',
    );
    expect(screen.queryByText('Criou sua conta e ainda não definiu a senha?')).toBeNull();
  });

  it('starts with a refusal the page already knows of', () => {
    renderForm(undefined, {
      initialFailure: { code: 'too_many_requests', message: 'Muitas tentativas.' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas.');
  });

  it('posts natively, with its hidden fields, only when the app gives a native post', () => {
    const { unmount } = render(
      <LoginForm
        logIn={vi.fn()}
        onLoggedIn={vi.fn()}
        emailAutoComplete="username"
        nativePost={{ action: '/_session/login', fields: { voltar: '/produto/x' } }}
      />,
    );
    const form = document.body.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/_session/login');
    expect(form.querySelector('input[name="voltar"]')).toHaveValue('/produto/x');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    unmount();
    renderForm();
    expect(document.body.querySelector('form')).not.toHaveAttribute('method');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
  });

  it('asks the code of two-step verification after a right password, then sends the three', async () => {
    const { user, logIn, onLoggedIn } = renderForm();
    logIn.mockResolvedValueOnce({
      ok: false,
      code: 'two_factor_required',
      message: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
    });
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    await logInAs(user, 'ana@exemplo.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite o código de 6 dígitos');
    const code = await screen.findByLabelText('Código de verificação');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(ACCOUNT));
    expect(logIn).toHaveBeenLastCalledWith({
      email: 'ana@exemplo.com',
      password: 'Senha@123',
      code: '123456',
    });
  });
});
