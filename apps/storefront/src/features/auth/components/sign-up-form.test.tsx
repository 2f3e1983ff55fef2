import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp, STORE_ID } from '../../../testing/render-route.tsx';
import { SignUpForm } from './sign-up-form.tsx';

// The sign-up form through the real API client against a real HTTP server answering as the
// API does (apps/api/src/features/customers/sign-up-routes.ts).
let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.answer(() => ({ status: 202, body: { message: 'Enviamos um e-mail.' } }));
});

function renderForm() {
  const onSignedUp = vi.fn();
  renderInApp(<SignUpForm onSignedUp={onSignedUp} />, { apiBase: api.url });
  return { user: userEvent.setup(), onSignedUp };
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /Criar conta|Criando conta/ });

describe('SignUpForm', () => {
  it('shows each field’s error next to it and moves focus to the first invalid one', async () => {
    const { user, onSignedUp } = renderForm();
    await user.type(field('Sobrenome'), 'S');
    await user.type(field('E-mail'), 'ana@exemplo');
    await user.click(submit());

    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(field('Nome')).toHaveFocus());
    expect(field('Nome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(field('Sobrenome')).toHaveAccessibleDescription(
      'O nome deve ter pelo menos 2 caracteres.',
    );
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail inválido.');
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('sends the pre-account draft (spec §3) once, however often the button is pressed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.answer(async () => {
      await held;
      return { status: 202, body: { message: 'Enviamos um e-mail.' } };
    });
    const { user, onSignedUp } = renderForm();
    await user.type(field('Nome'), 'Ana');
    await user.type(field('Sobrenome'), 'Souza');
    await user.type(field('E-mail'), ' ana@exemplo.com ');
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    expect(submit()).toHaveTextContent('Criando conta…');
    await user.click(submit());
    await user.keyboard('{Enter}');
    release();

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('ana@exemplo.com'));
    const posts = api.requests.filter((request) => request.path === '/customers/sign-up');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@exemplo.com',
      // The marketing e-mails' box, unticked: opt-in only.
      marketing_emails: false,
    });
    expect(posts[0]?.headers['x-store-id']).toBe(STORE_ID);
  });

  it('sends the marketing e-mails box ticked, by the keyboard', async () => {
    api.answer(() => ({ status: 202, body: { message: 'Enviamos um e-mail.' } }));
    const { user, onSignedUp } = renderForm();
    await user.type(field('Nome'), 'Bia');
    await user.type(field('Sobrenome'), 'Reis');
    await user.type(field('E-mail'), 'bia@exemplo.com');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /lembretes do meu carrinho/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(submit());
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const [post] = api.requests.filter((request) => request.path === '/customers/sign-up');
    expect(post?.body).toMatchObject({ email: 'bia@exemplo.com', marketing_emails: true });
  });

  it('shows a 429’s own message and keeps what was typed', async () => {
    api.answer(() => ({
      status: 429,
      body: {
        code: 'too_many_requests',
        message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
      },
    }));
    const { user, onSignedUp } = renderForm();
    await user.type(field('Nome'), 'Ana');
    await user.type(field('Sobrenome'), 'Souza');
    await user.type(field('E-mail'), 'ana@exemplo.com');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    expect(field('E-mail')).toHaveValue('ana@exemplo.com');
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('puts the API’s field errors (its 400 details) next to their fields', async () => {
    api.answer(() => ({
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dados inválidos. Confira os campos e tente novamente.',
        details: [{ path: 'email', message: 'E-mail inválido.' }],
      },
    }));
    const { user } = renderForm();
    await user.type(field('Nome'), 'Ana');
    await user.type(field('Sobrenome'), 'Souza');
    await user.type(field('E-mail'), 'ana@exemplo.com');
    await user.click(submit());

    await waitFor(() => expect(field('E-mail')).toHaveAccessibleDescription('E-mail inválido.'));
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
