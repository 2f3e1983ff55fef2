import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreLegalData } from '@vitrine/contract/store-legal-data';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { fieldRefusal } from '../../testing/refusals.ts';
import { renderSettingsTab } from '../../testing/render-routes.tsx';
import { storeLegalDataRoutes } from './routes.ts';

// Configurações → Dados legais through its route against a loopback API.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/dados-legais';

/** A store from sign-up: a person's CPF, the e-mail and phone, no address yet. */
const signedUp: StoreLegalData = {
  legal_name: 'Ana Beatriz Souza',
  document: '39053344705',
  document_kind: 'cpf',
  address: { line: '', zip_code: '', city: '', state: '' },
  email: 'ana@exemplo.com.br',
  phone: '11912345678',
  missing: ['address.line', 'address.zip_code', 'address.city', 'address.state'],
};

const renderScreen = () => renderSettingsTab(storeLegalDataRoutes, SCREEN, api.url);

const puts = () => api.requests.filter((request) => request.method === 'PUT');

describe('LegalDataScreen', () => {
  it('shows what is stored masked, says it is incomplete, and saves the address typed', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: {
              ...signedUp,
              address: {
                line: 'Rua das Flores, 10',
                zip_code: '01310100',
                city: 'São Paulo',
                state: 'SP',
              },
              missing: [],
            },
          }
        : { status: 200, body: signedUp },
    );
    renderScreen();
    expect(await screen.findByLabelText('CPF ou CNPJ')).toHaveValue('390.533.447-05');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 91234-5678');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Para abrir a loja, complete os campos marcados.',
    );

    await user.type(
      screen.getByLabelText('Endereço (rua, número, complemento e bairro)'),
      'Rua das Flores, 10',
    );
    await user.type(screen.getByLabelText('CEP'), '01310100');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    await user.type(screen.getByLabelText('Cidade'), 'São Paulo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'SP');
    await user.click(screen.getByRole('button', { name: 'Salvar dados legais' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.path).toBe('/settings/legal-data');
    expect(puts()[0]!.body).toEqual({
      legal_name: 'Ana Beatriz Souza',
      document: '390.533.447-05',
      address: {
        line: 'Rua das Flores, 10',
        zip_code: '01310-100',
        city: 'São Paulo',
        state: 'SP',
      },
      email: 'ana@exemplo.com.br',
      phone: '(11) 91234-5678',
    });
    expect(await screen.findByText(/Dados legais salvos/)).toBeInTheDocument();
  });

  it('masks a CNPJ typed in the same field once it outgrows a CPF', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: signedUp }));
    renderScreen();
    const document = await screen.findByLabelText('CPF ou CNPJ');
    await user.clear(document);
    await user.type(document, '12abc34501de35');
    // Upper-cased by the API (normalizeCnpj), as the Identidade's CNPJ was.
    expect(document).toHaveValue('12.abc.345/01de-35');
  });

  it.each([
    ['a CPF whose check digits fail', 'CPF ou CNPJ', '390.533.447-06', 'CPF inválido.'],
    ['a CNPJ whose check digits fail', 'CPF ou CNPJ', '11.222.333/0001-82', 'CNPJ inválido.'],
    ['a CEP cut short', 'CEP', '0131010', 'CEP inválido.'],
    ['an e-mail without a domain', 'E-mail de atendimento', 'contato@', 'E-mail inválido.'],
  ])('refuses %s on its field before sending anything', async (_case, label, typed, message) => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: signedUp }));
    renderScreen();
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Salvar dados legais' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(puts()).toEqual([]);
  });

  it('puts the API’s refusal on the field it names', async () => {
    const complete = {
      ...signedUp,
      address: { line: 'Rua A, 1', zip_code: '01310100', city: 'São Paulo', state: 'SP' },
      missing: [],
    };
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? fieldRefusal('phone', 'Telefone inválido.')
        : { status: 200, body: complete },
    );
    renderScreen();
    expect(await screen.findByRole('status')).toHaveTextContent('Dados legais completos.');
    await user.click(screen.getByRole('button', { name: 'Salvar dados legais' }));
    const phone = screen.getByLabelText('Telefone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Telefone inválido.');
    expect(phone).toHaveFocus();
  });
});
