import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { CreatePasswordForm } from './create-password-form.tsx';

function renderForm() {
  renderScreen(
    <CreatePasswordForm
      token="tok"
      email="diego.araujo@loja-aurora.exemplo.com.br"
      onCreated={() => {}}
      onInvalidLink={() => {}}
    />,
  );
  return userEvent.setup();
}

const rules = () =>
  within(screen.getByText('A senha precisa ter:').parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CreatePasswordForm', () => {
  it('marks each spec §5 rule met or missing as the seller types', async () => {
    const user = renderForm();
    const password = screen.getByLabelText('Nova senha');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('A senha precisa ter:'));
    expect(rules()).toEqual([
      '•pelo menos 6 caracteres (falta)',
      '•uma letra maiúscula (falta)',
      '•um número (falta)',
      '•um caractere especial (como ! @ # $ % & *) (falta)',
    ]);
    await user.type(password, 'Ab1');
    expect(rules()).toEqual([
      '•pelo menos 6 caracteres (falta)',
      '✓uma letra maiúscula (atendido)',
      '✓um número (atendido)',
      '•um caractere especial (como ! @ # $ % & *) (falta)',
    ]);
    await user.type(password, '#def');
    expect(rules().every((rule) => rule?.endsWith('(atendido)'))).toBe(true);
  });

  it('names the first broken rule (the list shows the rest) and a confirmation that differs', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Nova senha'), 'abcdef');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Criar senha e entrar' }));
    expect(
      await screen.findByText(/A senha deve ter pelo menos uma letra maiúscula\./),
    ).toBeVisible();
    expect(rules()[2]).toBe('•um número (falta)');
    expect(screen.getByLabelText('Confirme a nova senha')).toHaveAccessibleDescription(
      'As senhas não conferem.',
    );
  });
});
