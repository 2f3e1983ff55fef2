import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreIdentity } from '@vitrine/contract/store-identity';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { fieldRefusal } from '../../testing/refusals.ts';
import { renderSettingsTab } from '../../testing/render-routes.tsx';
import { storeIdentityRoutes } from './routes.ts';

// Configurações → Identidade through its route against a loopback API.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/identidade';

const stored: StoreIdentity = {
  name: 'Casa Ipê',
  description: '',
  colors: { primary: '#166534', secondary: '#f0fdf4' },
  tag_manager_id: '',
  logo: null,
  contact: { whatsapp: '31998765432', instagram: 'casaipe' },
};

const renderScreen = () => renderSettingsTab(storeIdentityRoutes, SCREEN, api.url);

describe('IdentityScreen', () => {
  it('shows the stored identity masked, and saves what the seller changed', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? { status: 200, body: { ...stored, tag_manager_id: 'GTM-AB12CD' } }
        : { status: 200, body: stored },
    );
    renderScreen();
    expect(await screen.findByLabelText('WhatsApp')).toHaveValue('(31) 99876-5432');
    expect(screen.getByLabelText('Instagram')).toHaveValue('@casaipe');
    expect(screen.getByText('Prévia')).toBeInTheDocument();
    // The legal data is another tab's.
    expect(screen.queryByLabelText('CNPJ')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dados legais' })).toHaveAttribute(
      'href',
      '/vendedor/configuracoes/dados-legais',
    );

    await user.type(screen.getByLabelText('Código do contêiner'), 'gtm-ab12cd');
    await user.click(screen.getByRole('button', { name: 'Salvar identidade' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = api.requests.find((r) => r.method === 'PUT')?.body as StoreIdentity;
    expect(body).toEqual({
      name: 'Casa Ipê',
      description: '',
      colors: { primary: '#166534', secondary: '#f0fdf4' },
      tag_manager_id: 'GTM-AB12CD',
      contact: { whatsapp: '31998765432', instagram: 'casaipe' },
    });
    expect(await screen.findByText(/Identidade da loja salva/)).toBeInTheDocument();
  });

  it('refuses an unreadable colour before sending anything, saying why, and hides the preview', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: stored }));
    renderScreen();
    const primary = await screen.findByLabelText('Cor principal');
    await user.clear(primary);
    await user.type(primary, '#f59e0b');
    expect(screen.queryByText('Prévia')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar identidade' }));
    expect(
      await screen.findByText(
        'Contraste de 2,14:1 com o branco; o mínimo é 4,5:1. Escolha uma cor mais escura.',
      ),
    ).toBeInTheDocument();
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveFocus();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('puts the API’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PUT'
        ? fieldRefusal('contact.whatsapp', 'Telefone inválido.')
        : { status: 200, body: stored },
    );
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Salvar identidade' }));
    const whatsapp = screen.getByLabelText('WhatsApp');
    await waitFor(() => expect(whatsapp).toHaveAttribute('aria-invalid', 'true'));
    expect(whatsapp).toHaveAccessibleDescription('Telefone inválido.');
  });
});
