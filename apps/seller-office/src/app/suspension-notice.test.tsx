import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeLegalDataRoutes } from '../features/store-legal-data/routes.ts';
import { setUpLoopbackApi } from '../testing/loopback-api.ts';
import { renderSettingsTab } from '../testing/render-routes.tsx';
import { renderScreen } from '../testing/render-screen.tsx';
import { sellerProfileFixture } from '../testing/seller-profile.ts';
import { SuspensionNotice } from './suspension-notice.tsx';

// The frame's notice of a store the platform suspended, from GET /sellers/me, and what a write
// gets meanwhile (the API's 423, shown by the form as any refusal).
const api = setUpLoopbackApi();

const REASON = 'Vendas de produtos proibidos denunciadas por clientes.';
// 02:00 in UTC is still the 29th in Brasília: the day the seller reads is Brasília's.
const suspended = { at: '2026-11-30T02:00:00.000Z', reason: REASON };
/** The API's 423 to a seller's write (apps/api's http/auth.ts). */
const LOCKED = `A loja está suspensa pela Vitrine: ${REASON} O painel fica só para consulta até a loja ser reativada. Dúvidas: responda ao e-mail que você recebeu.`;

function answerWith(store_suspension: typeof suspended | null) {
  api.answer((request) => {
    if (request.path === '/sellers/me') {
      return { status: 200, body: { ...sellerProfileFixture('owner'), store_suspension } };
    }
    if (request.method === 'PUT') {
      return { status: 423, body: { code: 'store_suspended', message: LOCKED } };
    }
    return {
      status: 200,
      body: {
        legal_name: 'Ana Beatriz Souza',
        document: '39053344705',
        document_kind: 'cpf',
        address: { line: 'Rua A, 1', zip_code: '01310100', city: 'São Paulo', state: 'SP' },
        email: 'ana@exemplo.com.br',
        phone: '11912345678',
        missing: [],
      },
    };
  });
}

describe('SuspensionNotice', () => {
  it('says the store is suspended, why, since when, and that nothing can be changed', async () => {
    answerWith(suspended);
    renderScreen(<SuspensionNotice />, { apiBase: api.url });
    const notice = await screen.findByRole('region', { name: 'Loja suspensa pela Vitrine' });
    expect(
      within(notice).getByRole('heading', { level: 2, name: 'Loja suspensa pela Vitrine' }),
    ).toBeVisible();
    expect(notice).toHaveTextContent(`Motivo: ${REASON}`);
    expect(notice).toHaveTextContent(
      'Suspensa desde 29/11/2026. O painel fica só para consulta: nada pode ser alterado até a loja ser reativada.',
    );
    // Read where it stands, not announced at every screen.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not there for a store that is not suspended', async () => {
    answerWith(null);
    renderScreen(
      <>
        <SuspensionNotice />
        <p>Início</p>
      </>,
      { apiBase: api.url },
    );
    expect(await screen.findByText('Início')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/suspensa/)).toBeNull();
  });

  it('leaves a write to the API, whose refusal the form shows', async () => {
    const user = userEvent.setup();
    answerWith(suspended);
    renderSettingsTab(storeLegalDataRoutes, '/vendedor/configuracoes/dados-legais', api.url);
    await user.clear(await screen.findByLabelText('Cidade'));
    await user.type(screen.getByLabelText('Cidade'), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Salvar dados legais' }));
    expect(await screen.findByText(LOCKED)).toBeVisible();
  });
});
