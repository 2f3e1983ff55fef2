import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorStore } from '@vitrine/contract/operators';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderConsoleRoutes } from '../../../testing/render-routes.tsx';
import { consoleRoutes } from '../routes.ts';
import { OPERATOR_ACCOUNT, operatorMe, storePage } from '../testing/builders.ts';

// A store's page in the console through its route against a loopback API that keeps the
// store's state: what it shows, "Suspender loja" (the reason checked by the contract's schema,
// what is sent, the page as the API then answers it) and "Reativar loja".
const api = setUpLoopbackApi();
const ID = '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d31';
const SCREEN = `/operador/lojas/${ID}`;
const REASON = 'Venda de produtos proibidos pela política da plataforma.';

function statefulApi(start: OperatorStore = storePage()) {
  let store = start;
  api.answer((request) => {
    const path = request.url.pathname;
    if (path === '/operator/me') return { status: 200, body: operatorMe() };
    if (path === `/operator/stores/${ID}`) return { status: 200, body: store };
    if (path === `/operator/stores/${ID}/suspend`) {
      const { reason } = request.body as { reason: string };
      store = {
        ...store,
        suspension: { at: '2026-11-30T18:00:00.000Z', reason },
        actions: [
          {
            _id: '7a1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d40',
            action: 'suspend',
            operator_name: 'Ana Lima',
            reason,
            created_at: '2026-11-30T18:00:00.000Z',
          },
          ...store.actions,
        ],
      };
      return { status: 200, body: store };
    }
    if (path === `/operator/stores/${ID}/reactivate`) {
      store = { ...store, suspension: null };
      return { status: 200, body: store };
    }
    return { status: 404, body: { code: 'not_found', message: 'Não encontrado.' } };
  });
}
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('StoreScreen', () => {
  it('shows the owners, usage against the limits, domains, checklist and figures', async () => {
    statefulApi();
    renderConsoleRoutes(consoleRoutes, SCREEN, api.url, OPERATOR_ACCOUNT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja Aurora' })).toBeVisible();
    expect(screen.getByText('Aberta')).toBeVisible();
    expect(screen.getByText(/42 pedidos pagos, R\$ 1\.234,56 de receita/)).toBeVisible();
    const owners = screen.getByRole('region', { name: 'Donos' });
    expect(owners).toHaveTextContent('Paula Mendes');
    expect(owners).toHaveTextContent('(11) 98765-4321');
    expect(owners).toHaveTextContent('Verificação em duas etapas: ativada');
    const usage = screen.getByRole('region', { name: 'Uso e limites' });
    expect(usage).toHaveTextContent('Produtos87 de 10.000');
    expect(usage).toHaveTextContent('Imagens300 MB de 2 GB');
    expect(usage).toHaveTextContent('Equipe3 de 20');
    expect(screen.getByText('www.lojaaurora.com.br')).toBeVisible();
    expect(screen.getByText(/Confirmar o e-mail do dono/)).toHaveTextContent('Feito');
    expect(screen.getByText(/Identidade: logo e cores/)).toHaveTextContent('Pendente');
    expect(screen.getByText('Nenhuma ação de operador nesta loja.')).toBeVisible();
  });

  it('asks the reason by the contract’s rule, says what happens, sends it, and shows the store suspended', async () => {
    const user = userEvent.setup();
    statefulApi();
    renderConsoleRoutes(consoleRoutes, SCREEN, api.url, OPERATOR_ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Suspender loja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender Loja Aurora' });
    expect(dialog).toHaveTextContent(
      "Os clientes verão 'Loja indisponível', nenhum pedido ou pagamento será aceito, o painel da loja ficará só para consulta; o dono recebe o motivo por e-mail.",
    );

    const reason = within(dialog).getByLabelText('Motivo da suspensão');
    await user.type(reason, 'curto');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender loja' }));
    expect(
      await within(dialog).findByText(
        'Explique o motivo em pelo menos 10 caracteres: o dono da loja vai lê-lo.',
      ),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toEqual([]);

    await user.clear(reason);
    await user.type(reason, `  ${REASON}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Suspender loja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.url.pathname).toBe(`/operator/stores/${ID}/suspend`);
    expect(posts()[0]!.body).toEqual({ reason: REASON });

    expect(await screen.findByText('Suspensa desde 30/11/2026 15:00.')).toBeVisible();
    expect(screen.getAllByText('Suspensa').length).toBeGreaterThan(0);
    const actions = screen.getByRole('region', { name: 'Ações de operadores' });
    expect(actions).toHaveTextContent('Suspensa por Ana Lima em 30/11/2026 15:00');
    expect(actions).toHaveTextContent(`Motivo: ${REASON}`);
    expect(screen.getByRole('button', { name: 'Reativar loja' })).toBeVisible();
    expect(await screen.findByText('Loja suspensa. O dono foi avisado por e-mail.')).toBeVisible();
  });

  it('keeps the dialog open with the API’s refusal', async () => {
    const user = userEvent.setup();
    api.answer((request) => {
      const path = request.url.pathname;
      if (path === '/operator/me') return { status: 200, body: operatorMe() };
      if (path.endsWith('/suspend'))
        return {
          status: 409,
          body: { code: 'store_suspended', message: 'A loja já está suspensa.' },
        };
      return { status: 200, body: storePage() };
    });
    renderConsoleRoutes(consoleRoutes, SCREEN, api.url, OPERATOR_ACCOUNT);
    await user.click(await screen.findByRole('button', { name: 'Suspender loja' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Motivo da suspensão'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Suspender loja' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A loja já está suspensa.');
  });

  it('reactivates a suspended store after a confirmation', async () => {
    const user = userEvent.setup();
    statefulApi(
      storePage({ suspension: { at: '2026-11-29T13:00:00.000Z', reason: 'Produtos proibidos.' } }),
    );
    renderConsoleRoutes(consoleRoutes, SCREEN, api.url, OPERATOR_ACCOUNT);
    expect(await screen.findByText('Motivo: Produtos proibidos.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reativar loja' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reativar Loja Aurora?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reativar loja' }));
    expect(await screen.findByRole('button', { name: 'Suspender loja' })).toBeVisible();
    expect(posts().map((r) => r.url.pathname)).toEqual([`/operator/stores/${ID}/reactivate`]);
    expect(screen.queryByText(/Suspensa desde/)).toBeNull();
  });
});
