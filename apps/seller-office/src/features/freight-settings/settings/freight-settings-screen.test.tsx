import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreightSettings } from '@vitrine/contract/freight-settings';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../../testing/render-routes.tsx';
import { freightSettingsRoutes } from '../routes.ts';

// Configurações → Frete through its route against a loopback API: the stored token is never
// in the page, a new one goes out once, "Testar token" says what the API answered, and the
// API's refusals land on the fields they name.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/frete';

const stored: FreightSettings = {
  origin_cep: '30130151',
  default_package: { weight_grams: 500, height_cm: 10, width_cm: 15, length_cm: 20 },
  own_table: { enabled: false, rows: 0 },
  free_shipping: [{ minimum_order: 199, region: 'sudeste' }],
  pickup: { enabled: false, address: '', hours: '' },
  melhor_envio: {
    enabled: true,
    environment: 'sandbox',
    services: [1, 2],
    markup_percent: 0,
    markup_amount: 0,
    extra_days: 1,
    token_set: true,
    token_hint: '••••a1b2',
  },
};

const renderScreen = () => renderSettingsTab(freightSettingsRoutes, SCREEN, api.url);

const puts = () => api.requests.filter((r) => r.method === 'PUT');

describe('FreightSettingsScreen', () => {
  it('shows the stored token only by its last characters and keeps it when saving', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: stored }));
    renderScreen();
    expect(await screen.findByText('Token salvo (…a1b2)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Token do Melhor Envio')).toBeNull();
    expect(screen.getByLabelText('CEP de origem')).toHaveValue('30130-151');
    expect(screen.getByRole('combobox', { name: 'Região' })).toHaveValue('sudeste');
    expect(screen.getByRole('checkbox', { name: 'PAC (Correios)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '.Package (Jadlog)' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: '.Package (Jadlog)' }));
    await user.click(screen.getByRole('button', { name: 'Salvar frete' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as { melhor_envio: Record<string, unknown>; origin_cep: string };
    expect(body.origin_cep).toBe('30130151');
    expect(body.melhor_envio.services).toEqual([1, 2, 3]);
    expect(body.melhor_envio).not.toHaveProperty('token');
    expect(await screen.findByText('Frete salvo.')).toBeInTheDocument();
  });

  it('replaces the token with one typed, tests it first, and removes it on request', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.path.endsWith('/settings/freight/test')
        ? { status: 200, body: { ok: false, reason: 'O Melhor Envio recusou o token.' } }
        : { status: 200, body: stored },
    );
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Trocar token' }));
    await user.type(
      screen.getByLabelText('Token do Melhor Envio'),
      'um-token-novo-do-melhor-envio',
    );
    await user.click(screen.getByRole('button', { name: 'Testar token' }));
    expect(await screen.findByText('O Melhor Envio recusou o token.')).toBeInTheDocument();
    const test = api.requests.find((r) => r.method === 'POST');
    expect(test?.body).toEqual({
      token: 'um-token-novo-do-melhor-envio',
      environment: 'sandbox',
      origin_cep: '30130-151',
    });

    await user.click(screen.getByRole('button', { name: 'Manter o token salvo' }));
    await user.click(screen.getByRole('button', { name: 'Remover token' }));
    expect(screen.getByText('O token salvo será removido ao salvar.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cotar com o Melhor Envio' }));
    await user.click(screen.getByRole('button', { name: 'Salvar frete' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]!.body as { melhor_envio: { token: unknown } }).melhor_envio.token).toBeNull();
  });

  it('puts the API’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    const message = 'Cadastre ao menos uma faixa na tabela de frete antes de ativá-la.';
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'freight_settings_invalid',
              message,
              details: [{ path: 'own_table.enabled', message }],
            },
          }
        : { status: 200, body: stored },
    );
    renderScreen();
    const ownTable = await screen.findByRole('checkbox', { name: 'Cotar com a tabela própria' });
    await user.click(ownTable);
    await user.click(screen.getByRole('button', { name: 'Salvar frete' }));
    await waitFor(() => expect(ownTable).toHaveAttribute('aria-invalid', 'true'));
    expect(ownTable).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
