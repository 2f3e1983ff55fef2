import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { Toaster } from '@vitrine/ui/toast';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { paymentProvidersRoutes } from './routes.ts';

// Contas de recebimento's "Chave Pix da loja" through its route against a loopback API: the
// key judged by its type (the contract's DICT formats) before anything is sent, the API's
// refusal on the key's field, and the saved key shown back.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/recebimento';

/** A store from sign-up: every method in the sandbox, no pix key yet. */
const signedUp: PaymentSettings = {
  methods: { pix: 'sandbox', card: 'sandbox', boleto: 'sandbox' },
  pix_key: '',
  pix_key_type: null,
  pix_api: {
    base_url: '',
    token_path: '/oauth/token',
    scope: '',
    client_id: '',
    client_secret_hint: null,
    certificate: null,
    ca: null,
    complete: false,
  },
  mercado_pago: {
    public_key: '',
    access_token_hint: null,
    webhook_secret_hint: null,
    complete: false,
  },
};

function renderScreen() {
  render(<Toaster />);
  return renderRoutes(
    (deps) => [{ path: 'configuracoes', children: paymentProvidersRoutes(deps) }],
    SCREEN,
    api.url,
  );
}

const keyPuts = () =>
  api.requests.filter(
    (request) => request.method === 'PUT' && request.path === '/settings/payments/pix-key',
  );

describe('PixKeyForm', () => {
  it('saves a phone key typed as the seller reads it, and shows it back as stored', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: { ...signedUp, pix_key: '+5511912345678', pix_key_type: 'phone' },
          }
        : { status: 200, body: signedUp },
    );
    renderScreen();
    const type = await screen.findByRole('combobox', { name: 'Tipo da chave' });
    expect(type).toHaveValue('');
    expect(screen.getByText(/A loja ainda não tem chave Pix/)).toBeInTheDocument();
    await user.selectOptions(type, 'phone');
    const key = screen.getByLabelText('Chave Pix');
    expect(key).toHaveAccessibleDescription(
      'O celular cadastrado como chave, com DDD, como (11) 91234-5678.',
    );
    await user.type(key, '(11) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));

    await waitFor(() => expect(keyPuts()).toHaveLength(1));
    expect(keyPuts()[0]!.body).toEqual({ type: 'phone', key: '+5511912345678' });
    expect(await screen.findByText('Chave Pix salva.')).toBeInTheDocument();
    expect(key).toHaveValue('+5511912345678');
    expect(
      screen.getByText('As cobranças vão para a chave Pix da loja: +5511912345678.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['cpf', '390.533.447-06', 'CPF inválido: confira os 11 números.'],
    ['cnpj', '11.222.333/0001-82', 'CNPJ inválido: confira os 14 números ou letras.'],
    [
      'email',
      'pix@loja',
      'E-mail inválido: use um endereço como nome@exemplo.com.br, com até 77 caracteres.',
    ],
    ['phone', '(11) 3222-1234', 'Informe um celular com DDD, como (11) 91234-5678.'],
    [
      'random',
      '123e4567-e89b',
      'A chave aleatória tem 36 caracteres, como 123e4567-e89b-12d3-a456-426614174000.',
    ],
  ])('refuses a %s key that is not one (%s) before sending it', async (type, typed, message) => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: signedUp }));
    renderScreen();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo da chave' }), type);
    const key = screen.getByLabelText('Chave Pix');
    await user.type(key, typed);
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(keyPuts()).toEqual([]);
  });

  it('asks for the type first, and puts the API’s refusal on the key', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_error',
              message: 'Dados inválidos. Confira os campos e tente novamente.',
              details: [{ path: 'key', message: 'CPF inválido: confira os 11 números.' }],
            },
          }
        : { status: 200, body: signedUp },
    );
    renderScreen();
    const type = await screen.findByRole('combobox', { name: 'Tipo da chave' });
    await user.type(screen.getByLabelText('Chave Pix'), '39053344705');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    await waitFor(() => expect(type).toHaveAttribute('aria-invalid', 'true'));
    expect(type).toHaveAccessibleDescription(
      expect.stringContaining('Escolha o tipo da chave Pix.'),
    );
    expect(keyPuts()).toEqual([]);

    await user.selectOptions(type, 'cpf');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    const key = screen.getByLabelText('Chave Pix');
    await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
    expect(key).toHaveAccessibleDescription(
      expect.stringContaining('CPF inválido: confira os 11 números.'),
    );
    expect(keyPuts()).toHaveLength(1);
  });
});
