import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form.tsx';
import { RefusalError, toRefusal } from './test-refusal.ts';

function renderForm(changePassword: () => Promise<unknown> = async () => ({})) {
  const change = vi.fn(changePassword);
  const onChanged = vi.fn();
  render(
    <ChangePasswordForm changePassword={change} toRefusal={toRefusal} onChanged={onChanged} />,
  );
  return { user: userEvent.setup(), change, onChanged };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: string[]) {
  const labels = ['Senha atual', 'Nova senha', 'Confirme a nova senha'];
  for (const [index, value] of values.entries()) {
    if (value) await user.type(screen.getByLabelText(labels[index]!), value);
  }
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('ChangePasswordForm', () => {
  it('says before anything that the other sessions end', () => {
    renderForm();
    expect(
      screen.getByText(
        /Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas/,
      ),
    ).toBeInTheDocument();
  });

  it('refuses a new password equal to the current one, and a confirmation that differs', async () => {
    const { user, change } = renderForm();
    await fill(user, ['Vendedor@123', 'Vendedor@123', 'Vendedor@12']);
    expect(await screen.findByLabelText('Nova senha')).toHaveAccessibleDescription(
      expect.stringContaining('A nova senha deve ser diferente da atual.'),
    );
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription(
      'As senhas não conferem.',
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('puts a "wrong current password" refusal on that field, with focus', async () => {
    const { user, change, onChanged } = renderForm(async () => {
      throw new RefusalError({ code: 'wrong_password', message: 'A senha atual não confere.' });
    });
    await fill(user, ['Errada@1', 'Vendedor@456', 'Vendedor@456']);
    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
        'A senha atual não confere.',
      ),
    );
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(change).toHaveBeenCalledWith({
      current_password: 'Errada@1',
      new_password: 'Vendedor@456',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows any other refusal as the form’s alert', async () => {
    const { user } = renderForm(async () => {
      throw new RefusalError({ code: 'too_many_requests', message: 'Muitas tentativas.' });
    });
    await fill(user, ['Vendedor@123', 'Vendedor@456', 'Vendedor@456']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas.');
  });

  it('says the password changed and other sessions ended, empties the form, tells the app', async () => {
    const { user, onChanged } = renderForm();
    await fill(user, ['Vendedor@123', 'Vendedor@456', 'Vendedor@456']);
    const notice = 'Senha alterada. As sessões nos outros dispositivos foram encerradas.';
    expect(await screen.findByText(notice)).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    expect(onChanged).toHaveBeenCalledWith(notice);
  });
});
