import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailLinkForm } from './email-link-form.tsx';
import { RefusalError, toRefusal } from './test-refusal.ts';

function renderForm(sendLink: () => Promise<unknown> = async () => ({})) {
  const send = vi.fn(sendLink);
  const onSent = vi.fn();
  render(
    <EmailLinkForm
      sendLink={send}
      toRefusal={toRefusal}
      onSent={onSent}
      emailAutoComplete="email"
    />,
  );
  return { user: userEvent.setup(), send, onSent };
}

describe('EmailLinkForm', () => {
  it('refuses an invalid e-mail next to the field, focused, and sends nothing', async () => {
    const { user, send } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'ana.exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail inválido.'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for the link and reports the e-mail it went to', async () => {
    const { user, send, onSent } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@exemplo.com'));
    expect(send).toHaveBeenCalledWith({ email: 'ana@exemplo.com' });
  });

  it('shows a refusal’s own message', async () => {
    const { user, onSent } = renderForm(async () => {
      throw new RefusalError({ code: 'too_many_requests', message: 'Muitas tentativas. Aguarde.' });
    });
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde.');
    expect(onSent).not.toHaveBeenCalled();
  });
});
