import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vitrine/api-client/errors';
import type { CreateReturnBody } from '@vitrine/contract/refunds';
import { describe, expect, it } from 'vitest';
import { sale } from '../testing/builders.ts';
import { ReturnDialog } from './return-dialog.tsx';

// The dialog alone: the amount it shows is the API's rule (domain returnRefundCents), what it
// sends for the quantities chosen, and the server's refusal shown in it.

// 2 × R$ 50,00 and 1 × R$ 100,00, R$ 20,00 off, R$ 15,00 of freight: R$ 195,00 paid.
const paid = sale({
  subtotal: 200,
  discount: 20,
  shipping: 15,
  total: 195,
  refundable: 195,
  items: [
    {
      code: 'P1',
      variation: 'V1',
      kind: 'product',
      name: 'Caneca',
      variation_name: 'Azul',
      image: null,
      unit_price: 50,
      qnt: 2,
      total: 100,
    },
    {
      code: 'P1',
      variation: 'V2',
      kind: 'product',
      name: 'Bule',
      variation_name: '',
      image: null,
      unit_price: 100,
      qnt: 1,
      total: 100,
    },
  ],
});

function renderDialog(answer: ApiError | null = null) {
  const sent: CreateReturnBody[] = [];
  render(
    <ReturnDialog
      sale={paid}
      open
      onOpenChange={() => {}}
      onConfirm={async (body) => {
        sent.push(body);
        return answer;
      }}
      returnFocusTo={null}
    />,
  );
  return { sent, user: userEvent.setup() };
}

describe('ReturnDialog', () => {
  it('shows the amount the server will refund as quantities change, and sends the items', async () => {
    const { sent, user } = renderDialog();
    expect(screen.getByText('Valor a reembolsar: R$ 0,00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Caneca (Azul) — quantidade (até 2)'));
    await user.type(screen.getByLabelText('Caneca (Azul) — quantidade (até 2)'), '1');
    expect(screen.getByText('Valor a reembolsar: R$ 45,00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bule — quantidade (até 1)'));
    await user.type(screen.getByLabelText('Bule — quantidade (até 1)'), '1');
    expect(screen.getByText('Valor a reembolsar: R$ 135,00')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Devolver ao estoque' }));
    await user.click(screen.getByRole('button', { name: 'Reembolsar R$ 135,00' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          items: [
            { code: 'P1', variation: 'V1', quantity: 1 },
            { code: 'P1', variation: 'V2', quantity: 1 },
          ],
          restock: false,
        },
      ]),
    );
  });

  it('asks for an item before sending, and shows the server’s refusal', async () => {
    const refusal = new ApiError(
      409,
      'refund_exceeds_payment',
      'O valor passa do que ainda pode ser reembolsado neste pedido.',
    );
    const { sent, user } = renderDialog(refusal);
    await user.click(screen.getByRole('button', { name: 'Reembolsar R$ 0,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escolha pelo menos um item para devolver.',
    );
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText('Bule — quantidade (até 1)'), '1');
    await user.click(screen.getByRole('button', { name: 'Reembolsar R$ 90,00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O valor passa do que ainda pode ser reembolsado neste pedido.',
    );
  });
});
