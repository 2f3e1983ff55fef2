import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { PasswordForm } from './password-form.tsx';

// The form through the real API client against a real HTTP server answering as the API does
// (apps/api PUT /sellers/me/password).
const api = setUpLoopbackApi();

function renderForm() {
  renderScreen(<PasswordForm />, { apiBase: api.url });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: string[]) {
  const labels = ['Senha atual', 'Nova senha', 'Confirme a nova senha'];
  for (const [index, value] of values.entries()) {
    if (value) await user.type(screen.getByLabelText(labels[index]!), value);
  }
  await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
}

describe('PasswordForm', () => {
  it('puts the API’s "wrong current password" on that field, with focus', async () => {
    api.answer(() => ({
      status: 400,
      body: { code: 'wrong_password', message: 'A senha atual não confere.' },
    }));
    const user = renderForm();
    await fill(user, ['Errada@1', 'Vendedor@456', 'Vendedor@456']);
    await waitFor(() =>
      expect(screen.getByLabelText('Senha atual')).toHaveAccessibleDescription(
        'A senha atual não confere.',
      ),
    );
    expect(screen.getByLabelText('Senha atual')).toHaveFocus();
    expect(api.requests[0]).toMatchObject({
      method: 'PUT',
      path: '/sellers/me/password',
      body: { current_password: 'Errada@1', new_password: 'Vendedor@456' },
    });
  });
});
