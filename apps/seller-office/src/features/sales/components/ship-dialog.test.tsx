import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vitrine/api-client/errors';
import type { UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { describe, expect, it } from 'vitest';
import { carrierHint, ShipDialog } from './ship-dialog.tsx';

// The dialog alone: what it sends for what the seller types (contract trackingCodeSchema, domain
// tracking.ts), and the pt-BR messages it shows instead of sending.
// A refusal only the server knows (the dialog must show it, whatever it says).
const API_ONLY = 'Este código de rastreio não pôde ser registrado. Confira-o na etiqueta.';
const FORMAT =
  'Código de rastreio inválido. Use de 4 a 40 letras, números ou hífens, como QB123456785BR.';

function renderDialog(answer: ApiError | null = null) {
  const sent: UpdateSaleStatusBody[] = [];
  render(
    <ShipDialog
      open
      onOpenChange={() => {}}
      needsTracking
      defaultCarrier="correios"
      onConfirm={async (body) => {
        sent.push(body);
        return answer;
      }}
      returnFocusTo={null}
    />,
  );
  const user = userEvent.setup();
  const field = () => screen.getByLabelText('Código de rastreio');
  const confirm = () => user.click(screen.getByRole('button', { name: 'Confirmar envio' }));
  return { sent, user, field, confirm };
}

describe('ShipDialog', () => {
  it('takes "qb 123456785br" as typed: shows it as printed on leaving the field, sends it so', async () => {
    const { sent, user, field, confirm } = renderDialog();
    await user.type(field(), 'qb 123456785br');
    await user.tab();
    expect(field()).toHaveValue('QB123456785BR');
    await confirm();
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'enviado', tracking_code: 'QB123456785BR', carrier: 'correios' },
      ]),
    );
  });

  it('sends the normalised code even when submitted from the field', async () => {
    const { sent, user, field } = renderDialog();
    await user.type(field(), '  aa 100833276 br{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'enviado', tracking_code: 'AA100833276BR', carrier: 'correios' },
      ]),
    );
  });

  it.each([
    ['aa 1', FORMAT],
    ['QB 1234.5678', FORMAT],
  ])('refuses %j with its pt-BR message and sends nothing', async (typed, message) => {
    const { sent, user, field, confirm } = renderDialog();
    await user.type(field(), typed);
    await confirm();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('asks for a code when the sale ships by carrier', async () => {
    const { sent, confirm } = renderDialog();
    await confirm();
    expect(
      await screen.findByText('Informe o código de rastreio para marcar como enviado.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the API’s own message for the field when it refuses the code', async () => {
    const refused = new ApiError(400, 'validation_error', 'Dados inválidos.', [
      { path: 'tracking_code', message: API_ONLY },
    ]);
    const { user, field, confirm } = renderDialog(refused);
    await user.type(field(), 'QB123456785BR');
    await confirm();
    expect(await screen.findByText(API_ONLY)).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('shows the API’s message for the carrier on the carrier field', async () => {
    const refused = new ApiError(400, 'validation_error', 'Dados inválidos.', [
      { path: 'carrier', message: 'Escolha uma transportadora da lista.' },
    ]);
    const { user, field, confirm } = renderDialog(refused);
    await user.type(field(), 'QB123456785BR');
    await confirm();
    const carrier = screen.getByLabelText('Transportadora');
    await waitFor(() =>
      expect(carrier).toHaveAccessibleDescription(
        expect.stringContaining('Escolha uma transportadora da lista.'),
      ),
    );
    expect(carrier).toHaveFocus();
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('carrierHint', () => {
  it.each([
    ['correios', 'O código vira um link para o rastreio nos Correios.'],
    ['jt_express', 'O código vira um link para o rastreio na J&T Express.'],
    ['outra', 'Sem link de rastreio: o comprador vê o código para consultar a transportadora.'],
  ] as const)('tells the seller where the %s code leads', (carrier, hint) => {
    expect(carrierHint(carrier)).toBe(hint);
  });
});
