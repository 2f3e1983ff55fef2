import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaleInvoice, SaleInvoiceAnswer } from '@vitrine/contract/invoices';
import { Toaster } from '@vitrine/ui/toast';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { sale } from '../testing/builders.ts';
import { saleInvoice, saleInvoiceAnswer } from '../testing/invoice-builders.ts';
import { renderSales } from '../testing/render-sales.tsx';

// The sale's NF-e panel through the detail route and the real API client, against a loopback
// server answering GET /sales/{code}, GET and POST /sales/{code}/invoice as the API does.
const api = setUpLoopbackApi();
const DETAIL = '/vendedor/minha-conta/minhas-vendas/AUR-100001';
const KEY = '35250345231876000187550010000000121000000123';

const AUTHORISED = saleInvoice({
  access_key: KEY,
  number: '12',
  series: '1',
  danfe_url: 'https://api.focusnfe.com.br/arquivos/danfe.pdf',
  xml_url: 'https://api.focusnfe.com.br/arquivos/nota.xml',
  history: [
    {
      status: 'pendente',
      status_label: 'Emissão pedida',
      note: 'Nota enviada à SEFAZ.',
      at: '2025-03-14T13:07:00.000Z',
    },
    {
      status: 'autorizada',
      status_label: 'Nota autorizada',
      note: 'Nota autorizada: nº 12, série 1.',
      at: '2025-03-14T13:08:00.000Z',
    },
  ],
});

const REJECTED = saleInvoice({
  ...AUTHORISED,
  status: 'rejeitada',
  status_label: 'Nota rejeitada',
  access_key: null,
  number: null,
  series: null,
  danfe_url: null,
  xml_url: null,
  authorized_at: null,
  cancellable_until: null,
  sefaz: { code: '778', message: 'Rejeição: Informado NCM inexistente' },
  problem: 'Calça jeans: informe o NCM do produto.\nConfira o CFOP do produto.',
  history: [AUTHORISED.history[0]!],
});

const PENDING = saleInvoice({
  ...REJECTED,
  status: 'pendente',
  status_label: 'Emissão pedida',
  sefaz: null,
  problem: null,
});

/** The note as the panel sees it; no cancel nor correction (those are SaleInvoiceEvents'). */
const answer = (invoice: SaleInvoice | null, extra: Partial<SaleInvoiceAnswer> = {}) =>
  saleInvoiceAnswer({ invoice, can_cancel: false, can_correct: false, ...extra });

/** GET /sales/{code} answers the sale; the invoice's GETs answer `reads` in turn (the last stays). */
function serve(reads: SaleInvoiceAnswer[], onPost?: () => { status: number; body: unknown }) {
  let read = 0;
  api.answer((request) => {
    if (!request.path.endsWith('/invoice')) return { status: 200, body: sale() };
    if (request.method === 'POST') return onPost!();
    const body = reads[Math.min(read, reads.length - 1)];
    read += 1;
    return { status: 200, body };
  });
}

const panel = () => screen.findByRole('region', { name: 'Nota fiscal' });
const posts = () => api.requests.filter((r) => r.method === 'POST');

describe('SaleInvoicePanel', () => {
  it('is not there for a store that does not issue notes', async () => {
    serve([answer(null, { invoices_enabled: false })]);
    renderSales(DETAIL, api.url);
    await screen.findByRole('heading', { level: 1, name: 'Venda AUR-100001' });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/sales/AUR-100001/invoice')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Nota fiscal' })).not.toBeInTheDocument();
  });

  it('shows an authorised note: number, the key in fours to copy, the DANFE, the XML and the history', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    serve([answer(AUTHORISED)]);
    renderSales(DETAIL, api.url);
    const region = await panel();
    expect(region).toHaveTextContent('SituaçãoNota autorizada');
    expect(region).toHaveTextContent('Número e sérienº 12, série 1');
    expect(region).toHaveTextContent(
      'Chave de acesso3525 0345 2318 7600 0187 5500 1000 0000 1210 0000 0123Copiar chave',
    );
    expect(region).toHaveTextContent('Autorizada em14/03/2025 10:08');
    expect(region).toHaveTextContent('Resposta da SEFAZ100 — Autorizado o uso da NF-e');
    expect(
      within(region).getByRole('link', { name: 'Ver DANFE (abre em nova aba)' }),
    ).toHaveAttribute('href', AUTHORISED.danfe_url);
    expect(
      within(region).getByRole('link', { name: 'Baixar XML (abre em nova aba)' }),
    ).toHaveAttribute('href', AUTHORISED.xml_url);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Emissão pedida 14/03/2025 10:07Nota enviada à SEFAZ.',
      'Nota autorizada 14/03/2025 10:08Nota autorizada: nº 12, série 1.',
    ]);
    expect(within(region).queryByRole('button', { name: /Emitir/ })).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Copiar chave' }));
    expect(await screen.findByText('Chave de acesso copiada.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);
  });

  it('shows SEFAZ’s refusal with what to fix; "Emitir novamente" asks again and follows the note to its authorisation', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    serve([answer(REJECTED, { can_issue: true }), answer(AUTHORISED)], () => ({
      status: 202,
      body: answer(PENDING),
    }));
    renderSales(DETAIL, api.url);
    const region = await panel();
    expect(region).toHaveTextContent('Nota rejeitada');
    expect(region).toHaveTextContent('778 — Rejeição: Informado NCM inexistente');
    const fix = within(region).getByRole('heading', { level: 3, name: 'O que corrigir' });
    expect(fix.nextElementSibling?.textContent).toBe(
      'Calça jeans: informe o NCM do produto.Confira o CFOP do produto.',
    );

    await user.click(within(region).getByRole('button', { name: 'Emitir novamente' }));
    expect(
      await screen.findByText('Emissão da nota pedida. Acompanhe a situação aqui.'),
    ).toBeInTheDocument();
    expect(posts().map((r) => r.path)).toEqual(['/sales/AUR-100001/invoice']);
    expect(region).toHaveTextContent('Emissão pedida');
    expect(within(region).getByRole('status')).toHaveTextContent(
      'A nota está sendo enviada à SEFAZ.',
    );
    expect(within(region).queryByRole('button', { name: /Emitir/ })).not.toBeInTheDocument();
    // Read again while the note is on its way, until SEFAZ's answer.
    await waitFor(() => expect(region).toHaveTextContent('SituaçãoNota autorizada'), {
      timeout: 6_000,
    });
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  });

  it('"Emitir nota" for a paid sale without a note; the API’s refusal is shown', async () => {
    const user = userEvent.setup();
    serve([answer(null, { can_issue: true })], () => ({
      status: 409,
      body: {
        code: 'invoices_disabled',
        message: 'A loja não emite notas fiscais. Ative em Configurações → Notas fiscais.',
      },
    }));
    renderSales(DETAIL, api.url);
    const region = await panel();
    expect(region).toHaveTextContent('Nenhuma nota fiscal emitida para esta venda.');
    await user.click(within(region).getByRole('button', { name: 'Emitir nota' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'A loja não emite notas fiscais. Ative em Configurações → Notas fiscais.',
    );
  });
});
