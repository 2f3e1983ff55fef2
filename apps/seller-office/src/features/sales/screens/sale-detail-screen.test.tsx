import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStatus } from '@vitrine/contract/orders';
import type { Sale } from '@vitrine/contract/sales';
import { CARRIERS, type CarrierSlug, trackingUrl } from '@vitrine/domain/carriers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sale } from '../testing/builders.ts';
import { saleInvoiceAnswer } from '../testing/invoice-builders.ts';
import {
  startLoopbackApi,
  type LoopbackApi,
  type RecordedRequest,
} from '../../../testing/loopback-api.ts';
import { renderSales } from '../testing/render-sales.tsx';

// The detail through its route and the real API client against a loopback server answering
// GET /sales/{code} and PATCH /sales/{code}/status as the API does (and the sale's invoice as a
// store issuing no notes).
let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const DETAIL = '/vendedor/minha-conta/minhas-vendas/AUR-100001';
const LABELS: Record<OrderStatus, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  em_separacao: 'Em separação',
  enviado: 'Enviado',
  entregue: 'Entregue',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};
const withStatus = (status: OrderStatus, extra: Partial<Sale> = {}) =>
  sale({ status, status_label: LABELS[status], ...extra });

/** GET answers `current`; a PATCH moves it (as the API does) unless `onPatch` answers else. */
function serve(
  initial: Sale,
  onPatch?: (request: RecordedRequest) => { status: number; body: unknown } | undefined,
) {
  let current = initial;
  api.answer((request) => {
    // The store issues no notes here (the panel: components/sale-invoice.test.tsx).
    if (request.path.endsWith('/invoice')) {
      return {
        status: 200,
        body: saleInvoiceAnswer({
          invoices_enabled: false,
          invoice: null,
          can_cancel: false,
          can_correct: false,
        }),
      };
    }
    if (request.method === 'PATCH') {
      const special = onPatch?.(request);
      if (special) return special;
      const body = request.body as {
        status: OrderStatus;
        tracking_code?: string;
        carrier?: CarrierSlug;
      };
      const code = body.tracking_code ?? current.tracking_code;
      const carrier = body.carrier ?? current.default_carrier;
      current = withStatus(body.status, {
        tracking_code: code,
        default_carrier: current.default_carrier,
        ...(code
          ? {
              shipping_carrier: { slug: carrier, name: CARRIERS[carrier].name },
              tracking_url: trackingUrl(carrier, code),
            }
          : {}),
      });
      return { status: 200, body: current };
    }
    return { status: 200, body: current };
  });
  return { set: (next: Sale) => (current = next) };
}

const actions = () => screen.getByRole('region', { name: 'Ações' });
const patches = () => api.requests.filter((r) => r.method === 'PATCH');

describe('SaleDetailScreen', () => {
  it('shows the items, the buyer and address, the payment and the timeline', async () => {
    serve(withStatus('pago'));
    renderSales(DETAIL, api.url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Venda AUR-100001' }),
    ).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Itens' });
    expect(within(items).getByRole('rowheader', { name: 'Calça jeans' })).toBeInTheDocument();
    expect(within(items).getByText('R$ 249,80')).toBeInTheDocument();
    const buyer = screen.getByRole('region', { name: 'Comprador' });
    expect(buyer).toHaveTextContent('Ana Souza');
    expect(buyer).toHaveTextContent('(11) 98765-4321');
    expect(buyer).toHaveTextContent('529.982.247-25');
    expect(buyer).toHaveTextContent('CEP 01310-100');
    expect(screen.getByRole('region', { name: 'Pagamento' })).toHaveTextContent(
      'Pago em14/03/2025 10:07',
    );
    const timeline = screen.getByRole('region', { name: 'Histórico' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Aguardando pagamento 14/03/2025 10:05', 'Pago 14/03/2025 10:07']);
  });

  it('shows the company a sale was bought as (the NF-e’s recipient)', async () => {
    serve(
      withStatus('pago', {
        customer_company: {
          cnpj: '11222333000181',
          legal_name: 'Empresa Compradora Ltda',
          ie_kind: 'contribuinte',
          state_registration: '110042490114',
        },
      }),
    );
    renderSales(DETAIL, api.url);
    const buyer = await screen.findByRole('region', { name: 'Comprador' });
    expect(buyer).toHaveTextContent('Comprou como empresa (nota fiscal no CNPJ)');
    expect(buyer).toHaveTextContent('CNPJ11.222.333/0001-81');
    expect(buyer).toHaveTextContent('Razão socialEmpresa Compradora Ltda');
    expect(buyer).toHaveTextContent('Inscrição estadual110042490114');
  });

  it('shows the shopper’s WhatsApp updates: the number, and how each went, a failure in Meta’s words', async () => {
    serve(
      withStatus('enviado', {
        whatsapp: {
          number: '21987654321',
          opted_in_at: '2025-03-14T13:05:00.000Z',
          messages: [
            {
              kind: 'paid',
              status: 'read',
              error: null,
              updated_at: '2025-03-14T13:08:00.000Z',
            },
            {
              kind: 'shipped',
              status: 'failed',
              error: '131026: Message undeliverable',
              updated_at: '2025-03-15T10:00:00.000Z',
            },
          ],
        },
      }),
    );
    renderSales(DETAIL, api.url);
    const buyer = await screen.findByRole('region', { name: 'Comprador' });
    expect(
      within(buyer).getByRole('heading', { level: 3, name: 'Atualizações por WhatsApp' }),
    ).toBeInTheDocument();
    expect(buyer).toHaveTextContent('Para (21) 98765-4321, pedidas em');
    const lines = within(buyer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Pagamento confirmado: Lida',
      'Pedido enviado: Falhou — 131026: Message undeliverable',
    ]);
  });

  it('shows no WhatsApp block for a sale whose shopper did not ask for it', async () => {
    serve(withStatus('pago'));
    renderSales(DETAIL, api.url);
    const buyer = await screen.findByRole('region', { name: 'Comprador' });
    expect(buyer).not.toHaveTextContent('WhatsApp');
  });

  it.each([
    ['aguardando_pagamento', ['Cancelar venda']],
    ['pago', ['Marcar como em separação', 'Cancelar venda']],
    ['em_separacao', ['Marcar como enviado', 'Cancelar venda']],
    ['enviado', ['Marcar como entregue']],
    ['entregue', []],
    ['cancelado', []],
    ['expirado', []],
  ] as const)('offers the moves a sale %s allows', async (status, buttons) => {
    serve(withStatus(status));
    renderSales(DETAIL, api.url);
    await screen.findByRole('heading', { level: 1 });
    expect(
      within(actions())
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
    if (buttons.length === 0)
      expect(actions()).toHaveTextContent('Nenhuma ação disponível para esta venda.');
  });

  it('"Em separação" moves the sale at once and shows its new status and moves', async () => {
    const user = userEvent.setup();
    serve(withStatus('pago'));
    renderSales(DETAIL, api.url);
    await user.click(await screen.findByRole('button', { name: 'Marcar como em separação' }));
    expect(await screen.findByRole('button', { name: 'Marcar como enviado' })).toBeInTheDocument();
    expect(patches().map((r) => r.body)).toEqual([{ status: 'em_separacao' }]);
    expect(screen.getByRole('group', { name: 'Situação' })).toHaveFocus();
  });

  it('"Enviado" asks for the tracking code (contract rule), sends it as printed and links it', async () => {
    const user = userEvent.setup();
    serve(withStatus('em_separacao'));
    renderSales(DETAIL, api.url);
    await user.click(await screen.findByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como enviado' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    expect(
      await within(dialog).findByText('Informe o código de rastreio para marcar como enviado.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Código de rastreio'), 'qb 1234.5678');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    expect(
      await within(dialog).findByText(
        'Código de rastreio inválido. Use de 4 a 40 letras, números ou hífens, como QB123456785BR.',
      ),
    ).toBeInTheDocument();
    expect(patches()).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Código de rastreio'));
    await user.type(within(dialog).getByLabelText('Código de rastreio'), 'qb 123456785br');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([
      { status: 'enviado', tracking_code: 'QB123456785BR', carrier: 'correios' },
    ]);
    const link = await screen.findByRole('link', {
      name: 'QB123456785BR (rastrear nos Correios, abre em nova aba)',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('"Enviado" preselects the carrier of the sale’s freight; the seller picks another, whose page the code links to', async () => {
    const user = userEvent.setup();
    serve(withStatus('em_separacao', { default_carrier: 'jadlog' }));
    renderSales(DETAIL, api.url);
    await user.click(await screen.findByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar como enviado' });
    const select = within(dialog).getByLabelText('Transportadora');
    expect(select).toHaveValue('jadlog');
    expect(select).toHaveAccessibleDescription('O código vira um link para o rastreio na Jadlog.');
    await user.selectOptions(select, 'Loggi');
    expect(select).toHaveAccessibleDescription('O código vira um link para o rastreio na Loggi.');
    await user.type(within(dialog).getByLabelText('Código de rastreio'), 'lgi123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([
      { status: 'enviado', tracking_code: 'LGI123456', carrier: 'loggi' },
    ]);
    const facts = await screen.findByRole('link', {
      name: 'LGI123456 (rastrear na Loggi, abre em nova aba)',
    });
    expect(facts).toHaveAttribute('href', 'https://www.loggi.com/rastreador/LGI123456');
    expect(screen.getByText('Loggi', { selector: 'dd' })).toBeInTheDocument();
  });

  it('shows the code of another carrier as text, with no link', async () => {
    serve(
      withStatus('enviado', {
        tracking_code: 'XYZ-9876',
        shipping_carrier: { slug: 'outra', name: 'Outra transportadora' },
        tracking_url: null,
      }),
    );
    renderSales(DETAIL, api.url);
    expect(await screen.findByText('Outra transportadora', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('XYZ-9876')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /XYZ-9876/ })).toBeNull();
  });

  it('cancelling needs a reason, which goes with the move', async () => {
    const user = userEvent.setup();
    serve(withStatus('pago'));
    renderSales(DETAIL, api.url);
    await user.click(await screen.findByRole('button', { name: 'Cancelar venda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar venda' });
    expect(dialog).toHaveTextContent('Os itens voltam ao estoque.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar venda' }));
    expect(within(dialog).getByLabelText('Motivo do cancelamento')).toHaveAccessibleDescription(
      'Descreva o motivo com pelo menos 3 caracteres.',
    );
    expect(patches()).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Cliente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar venda' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches().map((r) => r.body)).toEqual([
      { status: 'cancelado', reason: 'Cliente desistiu' },
    ]);
    expect(
      await within(actions()).findByText('Nenhuma ação disponível para esta venda.'),
    ).toBeInTheDocument();
  });

  it('a move someone else made first: the API’s message, and the sale read again', async () => {
    const user = userEvent.setup();
    const server = serve(withStatus('pago'), () => {
      server.set(withStatus('cancelado'));
      return {
        status: 409,
        body: {
          code: 'invalid_transition',
          message: 'Não é possível passar o pedido de "Cancelado" para "Em separação".',
        },
      };
    });
    renderSales(DETAIL, api.url);
    await user.click(await screen.findByRole('button', { name: 'Marcar como em separação' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta ação não é mais possível');
    expect(alert).toHaveTextContent(
      'Não é possível passar o pedido de "Cancelado" para "Em separação".',
    );
    expect(
      await within(actions()).findByText('Nenhuma ação disponível para esta venda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Situação' })).toHaveTextContent('Cancelado');
  });

  it('another store’s sale (the API’s 404) is the "Page Not Found" page', async () => {
    api.answer(() => ({
      status: 404,
      body: { code: 'not_found', message: 'Venda não encontrada.' },
    }));
    renderSales(DETAIL, api.url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('goes back to the list as the seller left it', async () => {
    serve(withStatus('pago'));
    const { router } = renderSales('/vendedor/minha-conta/minhas-vendas/x', api.url);
    await router.navigate(DETAIL, { state: { listSearch: '?status=pago&page=2' } });
    const back = await screen.findByRole('link', { name: /Voltar para minhas vendas/ });
    expect(back).toHaveAttribute('href', '/vendedor/minha-conta/minhas-vendas?status=pago&page=2');
  });
});
