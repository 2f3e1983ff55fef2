import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreatePasswordForm } from './create-password-form.tsx';
import type { SessionResult } from './session-result.ts';

const ACCOUNT = { _id: 'c1', email: 'ana@exemplo.com', first_name: 'Ana', last_name: 'Souza' };

function renderForm(answer: SessionResult = { ok: true, account: ACCOUNT } as SessionResult) {
  const createPassword = vi.fn(async () => answer);
  const onCreated = vi.fn();
  const onInvalidLink = vi.fn();
  render(
    <CreatePasswordForm
      token="tok_1"
      email="ana@exemplo.com"
      createPassword={createPassword}
      onCreated={onCreated}
      onInvalidLink={onInvalidLink}
    />,
  );
  return { user: userEvent.setup(), createPassword, onCreated, onInvalidLink };
}

const password = () => screen.getByLabelText('Nova senha');
const confirmation = () => screen.getByLabelText('Confirme a nova senha');

async function create(user: ReturnType<typeof userEvent.setup>, typed: string, again = typed) {
  await user.type(password(), typed);
  await user.type(confirmation(), again);
  await user.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
}

describe('CreatePasswordForm', () => {
  it('describes the new password by the spec §5 rules, and gives password managers the account', () => {
    renderForm();
    expect(password()).toHaveAccessibleDescription(/A senha precisa ter:/);
    expect(document.body.querySelector('input[autocomplete="username"]')).toHaveValue(
      'ana@exemplo.com',
    );
  });

  it('refuses a password breaking a rule, focused, and a confirmation that differs', async () => {
    const { user, createPassword } = renderForm();
    await create(user, 'senha@123');
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        /A senha deve ter pelo menos uma letra maiúscula\./,
      ),
    );
    expect(password()).toHaveFocus();
    await user.clear(password());
    await user.clear(confirmation());
    await create(user, 'Senha@123', 'Senha@124');
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('As senhas não conferem.'),
    );
    expect(createPassword).not.toHaveBeenCalled();
  });

  it('creates it with the link’s token and hands the account to the app', async () => {
    const { user, createPassword, onCreated } = renderForm();
    await create(user, 'Senha@123');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ACCOUNT));
    expect(createPassword).toHaveBeenCalledWith({
      first_access_token: 'tok_1',
      password: 'Senha@123',
    });
  });

  it('tells the app when the link no longer works', async () => {
    const { user, onInvalidLink, onCreated } = renderForm({
      ok: false,
      code: 'invalid_token',
      message: 'Link inválido.',
    });
    await create(user, 'Senha@123');
    await waitFor(() => expect(onInvalidLink).toHaveBeenCalled());
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal, in its own words when the answer has none', async () => {
    const { user } = renderForm({ ok: false, code: 'bad_gateway', message: '' });
    await create(user, 'Senha@123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível criar a senha. Tente novamente.',
    );
  });
});
