import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhatsappSettings } from '@vitrine/contract/whatsapp';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../testing/render-routes.tsx';
import { whatsappSettingsRoutes } from './routes.ts';

// Configurações → WhatsApp through its route against a loopback API: the secrets are never in
// the page, only whether each is stored; a typed one goes out once; the 422 of turning the
// updates on too soon lands on the fields it names; the webhook's values are there to copy.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/whatsapp';
const WEBHOOK_URL =
  'https://api.exemplo.com.br/webhooks/whatsapp/8f14e45f-ceea-467a-9575-6a4d7c1e2f10';

const stored: WhatsappSettings = {
  enabled: false,
  phone_number_id: '106540352242922',
  business_account_id: '',
  access_token_set: true,
  app_secret_set: false,
  templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
  language: 'pt_BR',
  webhook: { url: WEBHOOK_URL, verify_token: 'token-de-verificacao-da-loja' },
  missing: [
    {
      field: 'app_secret',
      message: 'Informe a chave secreta do app (App secret), que confere o webhook.',
    },
  ],
  last_30_days: { queued: 1, sent: 4, delivered: 12, read: 30, failed: 2 },
};

const renderScreen = () => renderSettingsTab(whatsappSettingsRoutes, SCREEN, api.url);
const puts = () => api.requests.filter((r) => r.method === 'PUT');
const save = () => screen.getByRole('button', { name: 'Salvar WhatsApp' });

describe('WhatsappSettingsScreen', () => {
  it('shows what is stored, what is missing and the last 30 days, and saves without the secrets', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? { status: 200, body: { ...stored, business_account_id: '102290129340398' } }
        : { status: 200, body: stored },
    );
    renderScreen();
    const token = await screen.findByLabelText('Token de acesso');
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription(expect.stringMatching(/^Guardado\./));
    expect(screen.getByLabelText('Chave secreta do app (App secret)')).toHaveAccessibleDescription(
      expect.stringMatching(/^Nenhuma guardada\./),
    );
    expect(
      screen.getByRole('checkbox', { name: 'Remover o token de acesso guardado' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Remover a chave secreta guardada' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Para ligar o envio, falta:Informe a chave secreta do app (App secret), que confere o webhook.',
    );
    expect(screen.getByLabelText('Nome do modelo: Pedido enviado')).toHaveValue('pedido_enviado');
    const lastMonth = screen.getByRole('region', { name: 'Últimos 30 dias' });
    expect(within(lastMonth).getByText('Lida').nextSibling).toHaveTextContent('30');
    expect(within(lastMonth).getByText('Falhou').nextSibling).toHaveTextContent('2');

    await user.type(
      screen.getByLabelText('Identificador da conta do WhatsApp Business (opcional)'),
      '102290129340398',
    );
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({
      enabled: false,
      phone_number_id: '106540352242922',
      business_account_id: '102290129340398',
      templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
      language: 'pt_BR',
    });
    expect(await screen.findByText('Configurações do WhatsApp salvas.')).toBeInTheDocument();
  });

  it('sends a typed secret once, null for one to remove, and puts the 422 on the fields it names', async () => {
    const user = userEvent.setup();
    const message = 'Informe o token de acesso.';
    api.answer((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: {
              code: 'whatsapp_settings_incomplete',
              message: 'Complete os dados do WhatsApp para ligar as mensagens.',
              details: [{ path: 'access_token', message }],
            },
          }
        : { status: 200, body: stored },
    );
    renderScreen();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Enviar atualizações de pedido pelo WhatsApp' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remover o token de acesso guardado' }));
    await user.type(
      screen.getByLabelText('Chave secreta do app (App secret)'),
      'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    );
    await user.click(save());
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      enabled: true,
      access_token: null,
      app_secret: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    });
    const token = screen.getByLabelText('Token de acesso');
    await waitFor(() => expect(token).toHaveAttribute('aria-invalid', 'true'));
    expect(token).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(token).toHaveFocus();
  });

  it('checks a template’s name before sending anything', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: stored }));
    renderScreen();
    const paid = await screen.findByLabelText('Nome do modelo: Pagamento confirmado');
    await user.clear(paid);
    await user.type(paid, 'Pedido Pago');
    await user.click(save());
    await waitFor(() => expect(paid).toHaveAttribute('aria-invalid', 'true'));
    expect(paid).toHaveAccessibleDescription(expect.stringContaining('letras minúsculas'));
    expect(puts()).toEqual([]);
  });

  it('offers each template’s variables and text, and the webhook’s values, to copy', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: stored }));
    renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Copiar texto sugerido: Pedido enviado' }),
    );
    expect(await navigator.clipboard.readText()).toBe(
      'Olá, {{1}}! Seu pedido {{2}} da {{3}} foi enviado. Acompanhe em {{4}} — rastreio: {{5}}',
    );
    expect(await screen.findByText('Copiado.')).toBeInTheDocument();
    expect(screen.getByText('código de rastreio').closest('li')).toHaveTextContent(
      '{{5}} código de rastreio',
    );

    const webhook = screen.getByRole('region', { name: 'Webhook' });
    expect(webhook).toHaveTextContent(WEBHOOK_URL);
    await user.click(
      within(webhook).getByRole('button', { name: 'Copiar Token de verificação (Verify token)' }),
    );
    expect(await navigator.clipboard.readText()).toBe('token-de-verificacao-da-loja');
    await user.click(
      within(webhook).getByRole('button', { name: 'Copiar URL de retorno (Callback URL)' }),
    );
    expect(await navigator.clipboard.readText()).toBe(WEBHOOK_URL);
  });
});
