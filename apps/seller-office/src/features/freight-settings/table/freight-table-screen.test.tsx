import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreightTable } from '@vitrine/contract/freight-settings';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../../testing/render-routes.tsx';
import { freightSettingsRoutes } from '../routes.ts';

// Configurações → Frete → Tabela through its route against a loopback API: a long table a
// page at a time, rows added, edited and removed as a draft, saved whole.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/frete/tabela';

/** 120 rows: one state-sized band per thousand CEPs, 1 kg each. */
const stored: FreightTable = {
  rows: Array.from({ length: 120 }, (_, index) => ({
    zip_start: String(index * 100_000).padStart(8, '0'),
    zip_end: String(index * 100_000 + 99_999).padStart(8, '0'),
    weight_start_grams: 0,
    weight_end_grams: 1000,
    price: 10 + index,
    days: 3,
  })),
};

const renderScreen = () => renderSettingsTab(freightSettingsRoutes, SCREEN, api.url);

const table = () => screen.getByRole('table', { name: 'Faixas da tabela de frete' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('FreightTableScreen', () => {
  it('shows a long table a page at a time, with the count', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: stored }));
    renderScreen();
    expect(await screen.findByText('Página 1 de 3 · 120 faixas')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[0]).toHaveTextContent('00000-000 a 00099-999');
    expect(bodyRows()[0]).toHaveTextContent('R$ 10,00');
    await user.click(screen.getByRole('link', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 3 · 120 faixas')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('05000-000 a 05099-999');
  });

  it('adds, edits and removes rows as a draft and saves the whole table', async () => {
    const user = userEvent.setup();
    const small: FreightTable = { rows: stored.rows.slice(0, 2) };
    api.answer((request) =>
      request.method === 'PUT'
        ? { status: 200, body: request.body as FreightTable }
        : { status: 200, body: small },
    );
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Adicionar faixa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova faixa' });
    await user.type(within(dialog).getByLabelText('CEP de'), '69900000');
    await user.type(within(dialog).getByLabelText('CEP até'), '69800000');
    await user.type(within(dialog).getByLabelText('Peso até (g)'), '30000');
    await user.type(within(dialog).getByLabelText('Preço'), '4990');
    await user.clear(within(dialog).getByLabelText('Prazo (dias úteis)'));
    await user.type(within(dialog).getByLabelText('Prazo (dias úteis)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    // The range is reversed: said next to the end CEP, the dialog stays open.
    const end = within(dialog).getByLabelText('CEP até');
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription('O CEP inicial deve ser menor ou igual ao final.');
    await user.clear(end);
    await user.type(end, '69999999');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[2]).toHaveTextContent('69900-000 a 69999-999');
    expect(screen.getByText('Há mudanças não salvas na tabela.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar faixa 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Faixa 1' });
    expect(within(edit).getByLabelText('CEP de')).toHaveValue('00000-000');
    const price = within(edit).getByLabelText('Preço');
    await user.clear(price);
    await user.type(price, '1590');
    await user.click(within(edit).getByRole('button', { name: 'Aplicar' }));
    await user.click(screen.getByRole('button', { name: 'Remover faixa 2' }));
    expect(bodyRows()).toHaveLength(2);
    // The next row took its place, and its button the focus.
    expect(screen.getByRole('button', { name: 'Remover faixa 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Salvar tabela' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      rows: [
        { ...small.rows[0], price: 15.9 },
        {
          zip_start: '69900000',
          zip_end: '69999999',
          weight_start_grams: 0,
          weight_end_grams: 30000,
          price: 49.9,
          days: 12,
        },
      ],
    });
    expect(await screen.findByText('Tabela salva.')).toBeInTheDocument();
    expect(screen.queryByText('Há mudanças não salvas na tabela.')).toBeNull();
    // "Salvar tabela" went with the draft: the focus waits on "Adicionar faixa".
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Adicionar faixa' })).toHaveFocus(),
    );
  });

  it('keeps the focus on "Adicionar faixa" when the last row or the draft goes', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: { rows: stored.rows.slice(0, 2) } }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Remover faixa 2' }));
    expect(bodyRows()).toHaveLength(1);
    const add = screen.getByRole('button', { name: 'Adicionar faixa' });
    await waitFor(() => expect(add).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remover faixa 1' }));
    await user.click(screen.getByRole('button', { name: 'Descartar mudanças' }));
    expect(bodyRows()).toHaveLength(2);
    await waitFor(() => expect(add).toHaveFocus());
  });
});
