import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp, STORE_ID } from '../../../testing/render-route.tsx';
import { MyDataForm } from './my-data-form.tsx';

// The form through the real API client against a real HTTP server answering as the API does
// (apps/api GET/PUT /customers/me).
const PROFILE = {
  _id: 'c1',
  email: 'ana@exemplo.com',
  first_name: 'Ana',
  last_name: 'Souza',
  store_id: STORE_ID,
  cpf: '52998224725',
  phone: '11987654321',
  birth_date: '1990-12-25T00:00:00.000Z',
};

const api = setUpLoopbackApi();

function renderForm() {
  renderInApp(
    <Suspense fallback={null}>
      <MyDataForm />
    </Suspense>,
    { apiBase: api.url },
  );
  return userEvent.setup();
}

const field = (name: string) => screen.getByLabelText(name);
const submit = () => screen.getByRole('button', { name: /Salvar alterações|Salvando/ });

describe('MyDataForm', () => {
  it('shows the stored profile masked, the birth date as dd/mm/aaaa on its own day', async () => {
    api.answer(() => ({ status: 200, body: PROFILE }));
    renderForm();
    expect(await screen.findByLabelText('CPF (opcional)')).toHaveValue('529.982.247-25');
    expect(field('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
    expect(field('Data de nascimento (opcional)')).toHaveValue('25/12/1990');
    expect(field('E-mail')).toHaveAttribute('readonly');
  });

  it('sends blank optional fields as null and the birth date as ISO midnight UTC', async () => {
    api.answer((request) => ({
      status: 200,
      body: request.method === 'PUT' ? { ...PROFILE, phone: null } : PROFILE,
    }));
    const user = renderForm();
    await user.clear(await screen.findByLabelText('Telefone (opcional)'));
    await user.click(submit());
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Souza',
      cpf: '52998224725',
      phone: null,
      birth_date: '1990-12-25T00:00:00.000Z',
    });
  });
});
