import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { MyDataForm } from './my-data-form.tsx';

// The form through the real API client against a real HTTP server answering as the API does
// (apps/api GET/PUT /sellers/me).
const PROFILE = {
  _id: 's1',
  email: 'diego.araujo@loja-aurora.exemplo.com.br',
  first_name: 'Diego',
  last_name: 'Araújo',
  store_id: 'store-1',
  phone: '1140028922',
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function renderForm() {
  renderScreen(<MyDataForm />, { apiBase: api.url });
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: /Salvar alterações|Salvando/ });
const puts = () => api.requests.filter((request) => request.method === 'PUT');

describe('MyDataForm', () => {
  it('shows the stored data, the phone masked and the e-mail read-only', async () => {
    api.answer(() => ({ status: 200, body: PROFILE }));
    renderForm();
    expect(await screen.findByLabelText('Telefone (opcional)')).toHaveValue('(11) 4002-8922');
    expect(screen.getByLabelText('Nome')).toHaveValue('Diego');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
  });

  it('checks names and the phone (spec §5) before sending anything', async () => {
    api.answer(() => ({ status: 200, body: PROFILE }));
    const user = renderForm();
    const firstName = await screen.findByLabelText('Nome');
    await user.clear(firstName);
    await user.type(firstName, 'D');
    await user.clear(screen.getByLabelText('Sobrenome'));
    await user.clear(screen.getByLabelText('Telefone (opcional)'));
    await user.type(screen.getByLabelText('Telefone (opcional)'), '1140');
    await user.click(submit());
    await waitFor(() =>
      expect(firstName).toHaveAccessibleDescription('O nome deve ter pelo menos 2 caracteres.'),
    );
    expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText('Telefone (opcional)')).toHaveAccessibleDescription(
      'Com DDD. Telefone inválido.',
    );
    expect(puts()).toEqual([]);
  });

  it('sends the phone as digits, a blank one as null', async () => {
    api.answer((request) => ({
      status: 200,
      body: request.method === 'PUT' ? { ...PROFILE, ...(request.body as object) } : PROFILE,
    }));
    const user = renderForm();
    const phone = await screen.findByLabelText('Telefone (opcional)');
    await user.clear(phone);
    await user.type(phone, '21987654321');
    expect(phone).toHaveValue('(21) 98765-4321');
    await user.click(submit());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      first_name: 'Diego',
      last_name: 'Araújo',
      phone: '21987654321',
    });

    await user.clear(phone);
    await user.click(submit());
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ phone: null });
  });

  it('puts the API’s field errors (its 400 details) next to their fields', async () => {
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation_error',
              message: 'Dados inválidos. Confira os campos e tente novamente.',
              details: [{ path: 'last_name', message: 'O nome deve ter no máximo 60 caracteres.' }],
            },
          }
        : { status: 200, body: PROFILE },
    );
    const user = renderForm();
    await screen.findByLabelText('Sobrenome');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText('Sobrenome')).toHaveAccessibleDescription(
        'O nome deve ter no máximo 60 caracteres.',
      ),
    );
    expect(screen.getByLabelText('Sobrenome')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
