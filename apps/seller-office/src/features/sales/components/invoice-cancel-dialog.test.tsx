import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_EVENT_MESSAGES } from '@vitrine/contract/invoices';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { saleInvoiceAnswer } from '../testing/invoice-builders.ts';
import { InvoiceCancelDialog } from './invoice-cancel-dialog.tsx';

// "Cancelar nota" over a real socket: the loopback API answers POST /sales/{code}/invoice/cancel
// as the API does (202 with the note, or 409 past SEFAZ's 24 hours).
const api = setUpLoopbackApi();
const JUSTIFICATION = 'Nota emitida com o valor do frete errado';

function open() {
  renderScreen(
    <InvoiceCancelDialog code="AUR-100001" cancellableUntil="2025-03-15T13:08:00.000Z" />,
    { apiBase: api.url },
  );
  const user = userEvent.setup();
  return { user, trigger: screen.getByRole('button', { name: 'Cancelar nota' }) };
}

const cancels = () => api.requests.filter((r) => r.path.endsWith('/invoice/cancel'));

describe('InvoiceCancelDialog', () => {
  it('says until when SEFAZ takes it, and sends the justification', async () => {
    api.answer(() => ({
      status: 202,
      body: saleInvoiceAnswer({ can_cancel: false }, { cancel_justification: JUSTIFICATION }),
    }));
    const { user, trigger } = open();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a nota fiscal' });
    // Brasília time, dd/mm/aaaa.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('até 15/03/2025 10:08'));
    await user.type(within(dialog).getByLabelText('Justificativa do cancelamento'), JUSTIFICATION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels().map((r) => r.body)).toEqual([{ justificativa: JUSTIFICATION }]);
  });

  it('tells the seller to issue a nota de devolução when the window closed, with no axe violations', async () => {
    api.answer(() => ({
      status: 409,
      body: {
        code: 'invoice_cancel_window_closed',
        message: INVOICE_EVENT_MESSAGES.returnNoteNeeded,
      },
    }));
    const { user, trigger } = open();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a nota fiscal' });
    await user.type(within(dialog).getByLabelText('Justificativa do cancelamento'), JUSTIFICATION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar nota' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Emita uma nota fiscal de devolução (nota de entrada)',
    );
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
