import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditHistory } from '@vitrine/contract/catalog-audit';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { storeHistoryRoutes } from '../routes.ts';

// The store's Histórico through its route against a loopback API: who, when, what, and the
// fields before → after in words; the kind filter and the page kept in the URL.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/historico';
const STORE = '7f0c2a44-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const PRODUCT = '5d3e1f20-9a8b-4c7d-8e6f-5a4b3c2d1e0f';
const REVIEW = '9a3e1f20-9a8b-4c7d-8e6f-5a4b3c2d1e01';
const PHOTO_A = '9a3e1f20-9a8b-4c7d-8e6f-5a4b3c2d1ea1';
const PHOTO_B = '9a3e1f20-9a8b-4c7d-8e6f-5a4b3c2d1ea2';

const history = (page = 1): AuditHistory => ({
  items: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      entity: 'payment_rules',
      entity_id: STORE,
      entity_name: null,
      action: 'update',
      seller_name: 'Paula Mendes',
      // 14:05 in Brasília.
      created_at: '2026-03-20T17:05:00.000Z',
      changes: [
        { field: 'card.installment_fees', before: 3, after: 4 },
        { field: 'pix.extra_discount_type', before: 'percentage', after: 'amount' },
      ],
    },
    {
      _id: '22222222-2222-4222-8222-222222222222',
      entity: 'product',
      entity_id: PRODUCT,
      entity_name: 'Camiseta Básica',
      action: 'status',
      seller_name: null,
      created_at: '2026-03-19T12:00:00.000Z',
      changes: [{ field: 'status', before: 'draft', after: 'active' }],
    },
  ],
  page,
  per_page: 20,
  total: 41,
  total_pages: 3,
});

function renderScreen(path = SCREEN) {
  return renderRoutes(
    (deps) => [{ path: 'configuracoes', children: storeHistoryRoutes(deps) }],
    path,
    api.url,
  );
}

describe('StoreHistoryScreen', () => {
  it('reads each change as who, when, what, and its fields before and after', async () => {
    api.answer((request) => ({
      status: 200,
      body: history(Number(request.url.searchParams.get('page'))),
    }));
    renderScreen();
    expect(await screen.findByText('41 alterações registradas.')).toBeInTheDocument();
    const [rules, product] = screen.getAllByRole('listitem');
    expect(rules).toHaveTextContent(
      /^20\/03\/2026 14:05 · Paula Mendes · Alterou · Regras de pagamento/,
    );
    const rows = within(rules!)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'CampoAntesDepois',
      'Cartão: parcelas sem juros34',
      'Pix: tipo de descontoPorcentagemValor em reais',
    ]);
    expect(product).toHaveTextContent(
      /^19\/03\/2026 09:00 · Sistema · Mudou o status · Produto ou serviço: Camiseta Básica/,
    );
    expect(product).toHaveTextContent('SituaçãoRascunhoAtivo');
    expect(api.requests[0]?.url.search).toBe('?page=1&per_page=20');
  });

  it('reads a review’s moderation: the photo removed, its photos as a count', async () => {
    api.answer(() => ({
      status: 200,
      body: {
        ...history(),
        items: [
          {
            _id: '33333333-3333-4333-8333-333333333333',
            entity: 'review',
            entity_id: REVIEW,
            entity_name: null,
            action: 'remove_photo',
            seller_name: 'Paula Mendes',
            created_at: '2026-03-21T13:00:00.000Z',
            // The review's photos as the API records them: their ids.
            changes: [{ field: 'photos', before: [PHOTO_A, PHOTO_B], after: [PHOTO_B] }],
          },
        ],
        total: 1,
        total_pages: 1,
      } satisfies AuditHistory,
    }));
    renderScreen();
    const [entry] = await screen.findAllByRole('listitem');
    expect(entry).toHaveTextContent(
      /^21\/03\/2026 10:00 · Paula Mendes · Removeu uma foto · Avaliação/,
    );
    expect(
      within(entry!)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CampoAntesDepois', 'Fotos2 fotos1 foto']);
  });

  it('filters by kind and pages through the URL', async () => {
    const user = userEvent.setup();
    api.answer((request) => ({
      status: 200,
      body: history(Number(request.url.searchParams.get('page'))),
    }));
    const { router } = renderScreen();
    await user.selectOptions(
      await screen.findByLabelText('Tipo de alteração'),
      'Regras de pagamento',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=payment_rules'));
    await waitFor(() =>
      expect(api.requests.at(-1)?.url.search).toBe('?page=1&per_page=20&entity=payment_rules'),
    );
    await user.click(screen.getByRole('button', { name: 'Mais antigas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=payment_rules&pagina=2'));
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(api.requests.at(-1)?.url.search).toBe('?page=2&per_page=20&entity=payment_rules');
  });
});
