import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { describe, expect, it } from 'vitest';
import { CancelDialog } from './cancel-dialog.tsx';

// The dialog alone: a paid sale placed with a coupon asks whether its use goes back to the
// buyer (ticked unless the seller unticks it); an unpaid one says it goes back; a sale without
// a coupon asks nothing. What it sends is what the API's contract takes.

function renderDialog(coupon: { code: string; paid: boolean } | null) {
  const sent: UpdateSaleStatusBody[] = [];
  render(
    <CancelDialog
      open
      onOpenChange={() => {}}
      onConfirm={async (body) => {
        sent.push(body);
        return null;
      }}
      returnFocusTo={null}
      coupon={coupon}
    />,
  );
  const user = userEvent.setup();
  const cancel = async () => {
    await user.type(screen.getByLabelText('Motivo do cancelamento'), 'Cliente desistiu');
    await user.click(screen.getByRole('button', { name: 'Cancelar venda' }));
  };
  return { sent, user, cancel };
}

const CHOICE = 'Devolver o uso do cupom ABC10 ao cliente';

describe('CancelDialog', () => {
  it('asks for a paid sale placed with a coupon, ticked: the use goes back', async () => {
    const { sent, cancel } = renderDialog({ code: 'ABC10', paid: true });
    const choice = screen.getByRole('checkbox', { name: CHOICE });
    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      expect.stringContaining('O cliente poderá usar o cupom de novo.'),
    );
    await cancel();
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'cancelado', reason: 'Cliente desistiu', give_back_coupon: true },
      ]),
    );
  });

  it('sends the seller’s no when they untick it', async () => {
    const { sent, user, cancel } = renderDialog({ code: 'ABC10', paid: true });
    await user.click(screen.getByRole('checkbox', { name: CHOICE }));
    await cancel();
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'cancelado', reason: 'Cliente desistiu', give_back_coupon: false },
      ]),
    );
  });

  it('only says so for an unpaid sale: its use always goes back', async () => {
    const { sent, cancel } = renderDialog({ code: 'ABC10', paid: false });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.getByText('O uso do cupom ABC10 volta para o cliente, que poderá usá-lo de novo.'),
    ).toBeInTheDocument();
    await cancel();
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'cancelado', reason: 'Cliente desistiu' }]),
    );
  });

  it('asks nothing of a sale without a coupon', async () => {
    const { sent, cancel } = renderDialog(null);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(/cupom/)).not.toBeInTheDocument();
    await cancel();
    await waitFor(() =>
      expect(sent).toEqual([{ status: 'cancelado', reason: 'Cliente desistiu' }]),
    );
  });
});
