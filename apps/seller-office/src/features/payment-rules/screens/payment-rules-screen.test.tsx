import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { paymentRulesRoutes } from '../routes.ts';

// The payment rules screen through its route against a loopback API: the form starts from the
// store's rules, the preview follows every keystroke, the ranges are checked before sending,
// and the API's refusal lands on its field.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/configuracoes/pagamentos';

const RULES: PaymentRules = {
  card: {
    installment_max: 12,
    installment_fees: 3,
    installment_tax: 1.99,
    installment_minimum_amount: 10,
  },
  pix: { extra_discount: 5, extra_discount_type: 'percentage', extra_minimum_amount: 100 },
  boleto: { extra_discount: 10, extra_discount_type: 'amount', extra_minimum_amount: 100 },
};

function renderScreen() {
  return renderRoutes(
    (deps) => [{ path: 'configuracoes', children: paymentRulesRoutes(deps) }],
    SCREEN,
    api.url,
  );
}

const answerWith = (put: (body: unknown) => { status: number; body: unknown }) =>
  api.answer((request) =>
    request.method === 'PUT' ? put(request.body) : { status: 200, body: RULES },
  );

describe('PaymentRulesScreen', () => {
  it('previews the store rules for R$ 1.000,00 and follows the interest-free instalments as they are typed', async () => {
    const user = userEvent.setup();
    answerWith((body) => ({ status: 200, body }));
    renderScreen();
    const fees = await screen.findByLabelText('Parcelas sem juros');
    expect(fees).toHaveValue('3');
    expect(screen.getByLabelText('Juros ao mês (%)')).toHaveValue('1,99');
    // 5% off in pix from R$ 100,00; R$ 10,00 off in boleto from R$ 100,00.
    expect(screen.getByText('No pix: R$ 950,00')).toBeInTheDocument();
    expect(screen.getByText('No boleto: R$ 990,00')).toBeInTheDocument();
    expect(screen.getByText('3x de R$ 333,33 sem juros ou até 12x com juros')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Parcelas no cartão para R$ 1.000,00' });
    // 12x at 1,99% a.m. is R$ 94,50 (the domain's worked example).
    expect(within(table).getByRole('row', { name: /^12x/ })).toHaveTextContent(
      '12xR$ 94,50R$ 1.134,00com juros',
    );

    await user.clear(fees);
    await user.type(fees, '6');
    expect(screen.getByText('6x de R$ 166,67 sem juros ou até 12x com juros')).toBeInTheDocument();
    const newTable = screen.getByRole('table', { name: 'Parcelas no cartão para R$ 1.000,00' });
    expect(within(newTable).getByRole('row', { name: /^6x/ })).toHaveTextContent('sem juros');

    // The example amount is the seller's to change.
    const amount = screen.getByLabelText('Valor de exemplo');
    await user.clear(amount);
    await user.type(amount, '1500');
    // Below the pix and boleto minimum (R$ 100,00); 2x would be under the R$ 10,00 minimum.
    expect(screen.getByText('No pix: R$ 15,00')).toBeInTheDocument();
    expect(screen.getByText('No boleto: R$ 15,00')).toBeInTheDocument();
    expect(screen.queryByText(/sem juros ou até/)).not.toBeInTheDocument();
    const single = screen.getByRole('table', { name: 'Parcelas no cartão para R$ 15,00' });
    expect(
      within(single)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ParcelasValor da parcelaTotalJuros', '1xR$ 15,00R$ 15,00sem juros']);

    await user.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(await screen.findByText(/Regras salvas/)).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/settings/payment-rules');
    expect(put?.body).toEqual({ ...RULES, card: { ...RULES.card, installment_fees: 6 } });
  });

  it('refuses an out-of-range value beside its field before sending, and stops pricing it', async () => {
    const user = userEvent.setup();
    answerWith((body) => ({ status: 200, body }));
    renderScreen();
    const max = await screen.findByLabelText('Máximo de parcelas');
    await user.clear(max);
    await user.type(max, '30');
    expect(screen.getByText('Corrija os campos marcados para ver a prévia.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(
      await screen.findByText('O número máximo de parcelas vai de 1 a 24.'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('switches a discount to reais and shows the API refusal on its field', async () => {
    const user = userEvent.setup();
    const message = 'O desconto no pix em reais deve ser menor que o pedido mínimo para ele.';
    answerWith(() => ({
      status: 400,
      body: {
        code: 'payment_rules_out_of_range',
        message,
        details: [
          { path: 'pix.extra_discount', code: 'discount_amount_not_below_minimum', message },
        ],
      },
    }));
    renderScreen();
    const pix = within(await screen.findByRole('group', { name: 'Pix' }));
    await user.click(pix.getByRole('radio', { name: 'Valor em reais' }));
    const discount = pix.getByLabelText('Desconto (R$)');
    await user.clear(discount);
    await user.type(discount, '2000');
    expect(screen.getByText('No pix: R$ 980,00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar regras' }));
    expect(await pix.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(pix.getByLabelText('Desconto (R$)')).toHaveFocus());
    const put = api.requests.find((request) => request.method === 'PUT');
    expect((put?.body as PaymentRules).pix).toEqual({
      extra_discount: 20,
      extra_discount_type: 'amount',
      extra_minimum_amount: 100,
    });
  });
});
