import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
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
  role: 'admin',
  two_factor_setup_required: false,
  store_suspension: null,
};

const api = setUpLoopbackApi();

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
});
