import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedUpStore } from '@vitrine/contract/store-sign-up';
import { setUpLoopbackApi, type RecordedRequest } from '@vitrine/vitest-config/loopback-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-route.tsx';
import { StoreSignUpForm } from './store-sign-up-form.tsx';

// "Crie sua loja" through the real API client against a real HTTP server answering as the API
// does (apps/api/src/features/store-sign-up/routes.ts).
const api = setUpLoopbackApi();
const DOMAIN = 'vitrine.test';
const TAKEN = 'loja-da-ana';

const CREATED: SignedUpStore = {
  store: {
    _id: '7d0f6b8e-3c2a-4c1e-9b5d-2f1e0a9c8b7d',
    slug: 'atelie-da-ana',
    name: 'Ateliê da Ana',
    host: `atelie-da-ana.${DOMAIN}`,
    url: `http://atelie-da-ana.${DOMAIN}:3000/`,
    status: 'draft',
  },
  office_login: {
    url: `http://atelie-da-ana.${DOMAIN}:3001/vendedor/entrar`,
    code: 'codigo-de-uso-unico',
    expires_at: '2026-11-29T12:05:00.000Z',
  },
  account: {
    _id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    email: 'ana@exemplo.com.br',
    first_name: 'Ana',
    last_name: 'Beatriz Souza',
    store_id: '7d0f6b8e-3c2a-4c1e-9b5d-2f1e0a9c8b7d',
  },
  message: 'Sua loja foi criada. Enviamos um link para ana@exemplo.com.br.',
};

/** The API as the sign-up meets it; `signUp` answers the POST. */
type Answer = { status: number; body: unknown };
function answerAsTheApi(signUp: (request: RecordedRequest) => Answer | Promise<Answer>) {
  api.answer((request) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/platform/stores/slug-proposal') {
      const slug = (searchParams.get('name') ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-');
      return { status: 200, body: { slug, host: `${slug}.${DOMAIN}` } };
    }
    if (pathname === '/platform/stores/slug-availability') {
      const slug = searchParams.get('slug') ?? '';
      const available = slug !== TAKEN;
      return {
        status: 200,
        body: {
          slug,
          host: `${slug}.${DOMAIN}`,
          available,
          reason: available ? null : 'taken',
          message: available ? 'Endereço disponível.' : 'Já existe uma loja com esse endereço.',
        },
      };
    }
    if (pathname === '/platform/stores' && request.method === 'POST') return signUp(request);
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado.' } };
  });
}

beforeEach(() => answerAsTheApi(() => ({ status: 201, body: CREATED })));

function renderForm() {
  const onCreated = vi.fn();
  renderInApp(<StoreSignUpForm domain={DOMAIN} onCreated={onCreated} />, { apiBase: api.url });
  return { user: userEvent.setup(), onCreated };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /Criar minha loja|Criando sua loja/ });
const requestsTo = (path: string) => api.requests.filter((r) => r.url.pathname === path);
const status = () => screen.getByRole('status');

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Seu nome completo'), 'Ana Beatriz Souza');
  await user.type(field('E-mail'), 'ana@exemplo.com.br');
  await user.type(field('Senha'), 'Senha@123');
  await user.type(field('CPF ou CNPJ'), '39053344705');
  await user.type(field('Telefone com DDD'), '11912345678');
  await user.type(field('Nome da loja'), 'Ateliê da Ana');
  await waitFor(() => expect(field('Endereço da loja')).toHaveValue('atelie-da-ana'));
  await user.click(field(/Li e aceito os Termos de uso/));
  await user.click(field(/Li o Aviso de privacidade/));
}

describe('StoreSignUpForm', () => {
  it('says what each field needs before sending anything, focus on the first', async () => {
    const { user, onCreated } = renderForm();
    await user.type(field('Seu nome completo'), 'Ana');
    await user.type(field('Senha'), 'senha');
    await user.type(field('Endereço da loja'), 'ab');
    await user.click(submit());

    expect(await screen.findByText('Informe seu nome e sobrenome.')).toBeInTheDocument();
    await waitFor(() => expect(field('Seu nome completo')).toHaveFocus());
    expect(field('Seu nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription(
      expect.stringContaining('Campo obrigatório.'),
    );
    expect(field('Senha')).toHaveAccessibleDescription(expect.stringContaining('letra maiúscula'));
    expect(field('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Endereço da loja')).toHaveAccessibleDescription(
      expect.stringContaining('O endereço deve ter de 3 a 40 caracteres.'),
    );
    expect(field(/Li e aceito os Termos de uso/)).toHaveAccessibleDescription(
      'Para criar a loja, aceite os termos de uso.',
    );
    expect(field(/Li o Aviso de privacidade/)).toHaveAccessibleDescription(
      'Para criar a loja, aceite o aviso de privacidade.',
    );
    expect(requestsTo('/platform/stores')).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('proposes the address from the store’s name and says the API found it free', async () => {
    const { user } = renderForm();
    await user.type(field('Nome da loja'), 'Ateliê da Ana');

    await waitFor(() => expect(field('Endereço da loja')).toHaveValue('atelie-da-ana'));
    await waitFor(() => expect(status()).toHaveTextContent('Endereço disponível.'));
    expect(field('Endereço da loja')).toHaveAccessibleDescription(
      expect.stringContaining(`Sua loja vai ficar em atelie-da-ana.${DOMAIN}.`),
    );
    expect(field('Endereço da loja')).toHaveAccessibleDescription(
      expect.stringContaining('Endereço disponível.'),
    );
    const proposals = requestsTo('/platform/stores/slug-proposal');
    expect(proposals.at(-1)?.url.searchParams.get('name')).toBe('Ateliê da Ana');
    const checks = requestsTo('/platform/stores/slug-availability');
    expect(checks.at(-1)?.url.searchParams.get('slug')).toBe('atelie-da-ana');
  });

  it('checks an address typed, says the API’s refusal, and keeps it when the name changes', async () => {
    const { user } = renderForm();
    await user.type(field('Endereço da loja'), TAKEN);

    await waitFor(() =>
      expect(status()).toHaveTextContent('Já existe uma loja com esse endereço.'),
    );
    expect(field('Endereço da loja')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Nome da loja'), 'Outro Nome');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(field('Endereço da loja')).toHaveValue(TAKEN);
    expect(requestsTo('/platform/stores/slug-proposal')).toHaveLength(0);
  });

  it.each([
    ['Minha-Loja', 'Use só letras minúsculas sem acento, números e hífen.'],
    ['loja-', 'O endereço não pode começar nem terminar com hífen.'],
    ['admin', 'Esse endereço é reservado pela plataforma. Escolha outro.'],
  ])('says what is wrong with %j at once, without asking the API', async (slug, message) => {
    const { user } = renderForm();
    await user.type(field('Endereço da loja'), slug);
    expect(status()).toHaveTextContent(message);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(requestsTo('/platform/stores/slug-availability')).toHaveLength(0);
  });

  it('masks a CPF, a CNPJ with letters and a phone as they are typed', async () => {
    const { user } = renderForm();
    await user.type(field('CPF ou CNPJ'), '39053344705');
    expect(field('CPF ou CNPJ')).toHaveValue('390.533.447-05');
    await user.clear(field('CPF ou CNPJ'));
    await user.type(field('CPF ou CNPJ'), '12ABC34501DE35');
    expect(field('CPF ou CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await user.type(field('Telefone com DDD'), '11912345678');
    expect(field('Telefone com DDD')).toHaveValue('(11) 91234-5678');
  });

  it('sends the sign-up once, as typed, and hands the new store over', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    answerAsTheApi(async () => {
      await held;
      return { status: 201, body: CREATED };
    });
    const { user, onCreated } = renderForm();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveAttribute('aria-busy', 'true'));
    expect(submit()).toHaveTextContent('Criando sua loja…');
    await user.click(submit());
    await user.keyboard('{Enter}');
    release();

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    const posts = requestsTo('/platform/stores');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      owner_name: 'Ana Beatriz Souza',
      email: 'ana@exemplo.com.br',
      password: 'Senha@123',
      document: '390.533.447-05',
      phone: '(11) 91234-5678',
      store_name: 'Ateliê da Ana',
      slug: 'atelie-da-ana',
      accept_terms: true,
      accept_privacy: true,
    });
  });

  it('puts the API’s refusal on the field it names, focus there', async () => {
    answerAsTheApi(() => ({
      status: 409,
      body: {
        code: 'email_in_use',
        message: 'Este e-mail já tem uma conta na Vitrine. Entre com ele ou recupere o acesso.',
        details: [
          {
            path: 'email',
            message: 'Este e-mail já tem uma conta na Vitrine. Entre com ele ou recupere o acesso.',
          },
        ],
      },
    }));
    const { user, onCreated } = renderForm();
    await fillIn(user);
    await user.click(submit());

    await waitFor(() =>
      expect(field('E-mail')).toHaveAccessibleDescription(
        expect.stringContaining('Este e-mail já tem uma conta na Vitrine.'),
      ),
    );
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows a 429’s own message above the button and keeps what was typed', async () => {
    answerAsTheApi(() => ({
      status: 429,
      body: {
        code: 'too_many_requests',
        message: 'Muitas tentativas de criar uma loja. Aguarde um pouco e tente novamente.',
      },
    }));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de criar uma loja. Aguarde um pouco e tente novamente.',
    );
    expect(field('Nome da loja')).toHaveValue('Ateliê da Ana');
  });

  it('sends nothing for an address the check found taken, and says so on the field', async () => {
    const { user } = renderForm();
    await fillIn(user);
    await user.clear(field('Endereço da loja'));
    await user.type(field('Endereço da loja'), TAKEN);
    await waitFor(() =>
      expect(status()).toHaveTextContent('Já existe uma loja com esse endereço.'),
    );
    await user.click(submit());

    await waitFor(() => expect(field('Endereço da loja')).toHaveFocus());
    expect(field('Endereço da loja')).toHaveAccessibleDescription(
      expect.stringContaining('Já existe uma loja com esse endereço.'),
    );
    expect(requestsTo('/platform/stores')).toHaveLength(0);
  });
});
