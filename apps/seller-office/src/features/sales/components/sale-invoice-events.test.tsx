import { screen, within } from '@testing-library/react';
import { INVOICE_EVENT_MESSAGES } from '@vitrine/contract/invoices';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { saleInvoiceAnswer } from '../testing/invoice-builders.ts';
import { SaleInvoiceEvents } from './sale-invoice-events.tsx';

// The sale's NF-e events as GET /sales/{code}/invoice answers them, over a real socket.
const api = setUpLoopbackApi();
const section = () =>
  screen.findByRole('region', { name: 'Nota fiscal: cancelamento e correções' });

function show(answer: ReturnType<typeof saleInvoiceAnswer>) {
  api.answer(() => ({ status: 200, body: answer }));
  return renderScreen(<SaleInvoiceEvents code="AUR-100001" />, { apiBase: api.url });
}

describe('SaleInvoiceEvents', () => {
  it('offers "Cancelar nota" and the carta de correção while the note allows them, and lists its cartas', async () => {
    show(
      saleInvoiceAnswer(
        {},
        {
          corrections: [
            {
              sequence: 2,
              text: 'Transportadora: Jadlog',
              status: 'registrada',
              problem: null,
              pdf_url: 'http://focus.test/cce/2.pdf',
              xml_url: 'http://focus.test/cce-02.xml',
              at: '2025-03-14T15:00:00.000Z',
            },
            {
              sequence: null,
              text: 'Texto recusado pela SEFAZ',
              status: 'recusada',
              problem: 'A SEFAZ recusou a carta.',
              pdf_url: null,
              xml_url: null,
              at: '2025-03-14T14:00:00.000Z',
            },
          ],
        },
      ),
    );
    const region = await section();
    expect(within(region).getByRole('button', { name: 'Cancelar nota' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Enviar carta de correção' })).toBeVisible();
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nº 2, em 14/03/2025 12:00');
    expect(within(items[0]!).getByRole('link', { name: 'PDF da carta nº 2' })).toHaveAttribute(
      'href',
      'http://focus.test/cce/2.pdf',
    );
    expect(items[1]).toHaveTextContent('Recusada em 14/03/2025 11:00');
    expect(items[1]).toHaveTextContent('A SEFAZ recusou a carta.');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('tells the seller of a cancelled sale past the 24 hours to issue a nota de devolução', async () => {
    show(
      saleInvoiceAnswer({
        can_cancel: false,
        notice: INVOICE_EVENT_MESSAGES.returnNoteNeeded,
      }),
    );
    const region = await section();
    expect(region).toHaveTextContent(INVOICE_EVENT_MESSAGES.returnNoteNeeded);
    expect(within(region).queryByRole('button', { name: 'Cancelar nota' })).toBeNull();
  });

  it('says a cancellation is under way, or SEFAZ’s refusal of it', async () => {
    show(
      saleInvoiceAnswer(
        { can_cancel: false, can_correct: false },
        { cancel_justification: 'Cliente desistiu da compra' },
      ),
    );
    expect(await section()).toHaveTextContent('Cancelamento da nota pedido à SEFAZ.');
  });

  it('shows nothing for a sale without a note', async () => {
    show({
      invoices_enabled: true,
      invoice: null,
      can_issue: true,
      can_cancel: false,
      can_correct: false,
      notice: null,
    });
    await new Promise((wait) => setTimeout(wait, 200));
    expect(api.requests).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
