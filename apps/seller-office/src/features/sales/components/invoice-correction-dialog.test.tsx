import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_EVENT_MESSAGES } from '@vitrine/contract/invoices';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { saleInvoiceAnswer } from '../testing/invoice-builders.ts';
import { InvoiceCorrectionDialog } from './invoice-correction-dialog.tsx';

// The carta de correção's dialog over a real socket: the loopback API answers POST
// /sales/{code}/invoice/correction as the API does; the test reads what was sent and shown.
const api = setUpLoopbackApi();
const TEXT = 'Complemento do endereço de entrega: apartamento 301';
const REFUSAL =
  'A SEFAZ recusou a nota (SEFAZ 594: Rejeição: O número de sequência do evento informado é maior que o permitido).';

function open() {
  renderScreen(<InvoiceCorrectionDialog code="AUR-100001" />, { apiBase: api.url });
  const user = userEvent.setup();
  return { user, trigger: screen.getByRole('button', { name: 'Enviar carta de correção' }) };
}

const corrections = () => api.requests.filter((r) => r.path.endsWith('/invoice/correction'));

describe('InvoiceCorrectionDialog', () => {
  it('sends the text by keyboard, counts its characters, and gives focus back when done', async () => {
    api.answer(() => ({
      status: 201,
      body: saleInvoiceAnswer(
        {},
        {
          corrections: [
            {
              sequence: 1,
              text: TEXT,
              status: 'registrada',
              problem: null,
              pdf_url: null,
              xml_url: null,
              at: '2025-03-14T14:00:00.000Z',
            },
          ],
        },
      ),
    }));
    const { user, trigger } = open();
    trigger.focus();
    await user.keyboard('{Enter}');
    const field = await screen.findByLabelText('Texto da correção');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('0 de 1.000 caracteres (mínimo 15).');
    await user.type(field, TEXT);
    expect(field).toHaveAccessibleDescription('51 de 1.000 caracteres (mínimo 15).');
    await user.click(screen.getByRole('button', { name: 'Enviar carta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(corrections().map((r) => r.body)).toEqual([{ correcao: TEXT }]);
    expect(corrections()[0]!.path).toBe('/sales/AUR-100001/invoice/correction');
    expect(trigger).toHaveFocus();
  });

  it('says what SEFAZ takes before sending a text too short', async () => {
    const { user, trigger } = open();
    await user.click(trigger);
    await user.type(await screen.findByLabelText('Texto da correção'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Enviar carta' }));
    const field = screen.getByLabelText('Texto da correção');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(INVOICE_EVENT_MESSAGES.correction),
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(corrections()).toHaveLength(0);
  });

  it('shows SEFAZ’s refusal in the API’s words, with no axe violations', async () => {
    api.answer(() => ({
      status: 409,
      body: { code: 'invoice_correction_refused', message: REFUSAL },
    }));
    const { user, trigger } = open();
    await user.click(trigger);
    await user.type(await screen.findByLabelText('Texto da correção'), TEXT);
    await user.click(screen.getByRole('button', { name: 'Enviar carta' }));
    const dialog = screen.getByRole('dialog', { name: 'Carta de correção' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);
    // jsdom lays nothing out: contrast is the browser tests' (Playwright, expectAccessible).
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
