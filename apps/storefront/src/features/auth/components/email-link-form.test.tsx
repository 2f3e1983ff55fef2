import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { EmailLinkForm } from './email-link-form.tsx';

const api = setUpLoopbackApi();

function renderForm(props: { suggestedEmail?: string } = {}) {
  const onSent = vi.fn();
  renderInApp(
    <EmailLinkForm
      submitLabel="Enviar link"
      submittingLabel="Enviando…"
      onSent={onSent}
      {...props}
    />,
    { apiBase: api.url },
  );
  return { user: userEvent.setup(), onSent };
}

describe('EmailLinkForm', () => {
  it.each([
    ['', 'Campo obrigatório.'],
    ['ana.exemplo.com', 'E-mail inválido.'],
    ['ana @exemplo.com', 'E-mail inválido.'],
  ])('refuses %j with “%s” next to the field, focused', async (typed, message) => {
    const { user, onSent } = renderForm();
    if (typed) await user.type(screen.getByLabelText('E-mail'), typed);
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(message),
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(api.requests).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('asks the API’s recover-access for the link and reports the e-mail it was sent to', async () => {
    api.answer(() => ({ status: 202, body: { message: 'Se houver uma conta…' } }));
    const { user, onSent } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ana@exemplo.com'));
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/customers/recover-access', { email: 'ana@exemplo.com' }],
    ]);
  });

  it('shows a 429’s own message', async () => {
    api.answer(() => ({
      status: 429,
      body: { code: 'too_many_requests', message: 'Muitas tentativas. Aguarde.' },
    }));
    const { user, onSent } = renderForm();
    await user.type(screen.getByLabelText('E-mail'), 'ana@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muitas tentativas. Aguarde.');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('fills in the e-mail the screen before had', async () => {
    renderForm({ suggestedEmail: 'ana@exemplo.com' });
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('ana@exemplo.com'));
  });
});
