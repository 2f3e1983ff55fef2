import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreDomain, StoreDomains } from '@vitrine/contract/domains';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../testing/render-routes.tsx';
import { storeDomainsRoutes } from './routes.ts';

// Configurações → Domínio through its route against a loopback API.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/dominio';

const pending: StoreDomain = {
  domain: 'www.loja-exemplo.com.br',
  status: 'pending',
  primary: false,
  records: [
    {
      type: 'TXT',
      name: '_vitrine.www.loja-exemplo.com.br',
      value: 'vitrine-verificacao=0123456789abcdef0123456789abcdef',
    },
    { type: 'CNAME', name: 'www.loja-exemplo.com.br', value: 'loja-exemplo.vitrine.com.br' },
  ],
  created_at: '2026-11-30T12:00:00.000Z',
  verified_at: null,
  checked_at: null,
  failing_since: null,
  detach_at: null,
  problem: null,
};
const list = (...domains: StoreDomain[]): StoreDomains => ({
  domains,
  platform_host: 'loja-exemplo.vitrine.com.br',
  grace_days: 7,
});

const renderScreen = () => renderSettingsTab(storeDomainsRoutes, SCREEN, api.url);

describe('DomainsScreen', () => {
  it('shows the records to create, names each one missing, then says the domain is connected', async () => {
    const user = userEvent.setup();
    let verified = false;
    let attempts = 0;
    api.answer((request) => {
      if (request.method === 'POST' && request.path.endsWith('/verify')) {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 422,
            body: {
              code: 'domain_not_verified',
              message:
                'Ainda não deu certo: confira os registros abaixo no seu provedor de domínio.',
              details: {
                problems: [
                  {
                    code: 'txt_missing',
                    message: 'O registro TXT _vitrine.www.loja-exemplo.com.br não foi encontrado.',
                  },
                ],
              },
            },
          };
        }
        verified = true;
        return { status: 200, body: { ...pending, status: 'verified', primary: true } };
      }
      return {
        status: 200,
        body: list(verified ? { ...pending, status: 'verified', primary: true } : pending),
      };
    });
    renderScreen();
    const records = await screen.findByRole('table', {
      name: 'Registros DNS de www.loja-exemplo.com.br',
    });
    const rows = within(records)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TipoNomeValor',
      'TXT_vitrine.www.loja-exemplo.com.brvitrine-verificacao=0123456789abcdef0123456789abcdef',
      'CNAMEwww.loja-exemplo.com.brloja-exemplo.vitrine.com.br',
    ]);
    expect(screen.getByText(/continua funcionando por 7 dias/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verificar www.loja-exemplo.com.br' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O registro TXT _vitrine.www.loja-exemplo.com.br não foi encontrado.',
    );

    await user.click(screen.getByRole('button', { name: 'Verificar www.loja-exemplo.com.br' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'www.loja-exemplo.com.br conectado. A loja já atende nele, com HTTPS.',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Verificar/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Conectado · Principal')).toBeInTheDocument();
  });

  it('adds a domain as typed, and shows a refusal about it under the field', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    api.answer((request) => {
      if (request.method === 'POST') {
        posted.push(request.body);
        const body = request.body as { domain: string };
        return body.domain === 'www.de-outra-loja.com.br'
          ? {
              status: 409,
              body: {
                code: 'domain_taken',
                message:
                  'Este domínio já está conectado a outra loja. Se ele é seu, fale com o suporte.',
              },
            }
          : { status: 201, body: pending };
      }
      return { status: 200, body: list() };
    });
    renderScreen();
    const field = await screen.findByRole('textbox', { name: 'Domínio' });
    await user.type(field, 'www.de-outra-loja.com.br');
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/conectado a outra loja/));
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'www.loja-exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('www.loja-exemplo.com.br adicionado.'),
    );
    expect(posted).toEqual([
      { domain: 'www.de-outra-loja.com.br' },
      { domain: 'www.loja-exemplo.com.br' },
    ]);
  });
});
