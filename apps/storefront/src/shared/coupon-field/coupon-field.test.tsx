import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { AppliedCoupon } from '@vitrine/contract/coupons';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { renderInApp } from '../../testing/render-route.tsx';
import { CouponField } from './coupon-field.tsx';

// The coupon field against a real HTTP server answering as the API's /cart/coupon and
// /checkout/quote do: the server holds the coupon, the field reads it off the quote.
const api = setUpLoopbackApi();

const discounted = (total: number): CheckoutQuote['pix'] => ({
  price: total,
  discount: 0,
  discount_type: 'percentage',
  discount_value: 0,
  total,
});

const quoteWith = (coupon: AppliedCoupon | null): CheckoutQuote => ({
  items: [],
  subtotal: 100,
  coupon,
  shipping: 0,
  freight: null,
  needs_shipping: false,
  pix: discounted(100),
  boleto: discounted(100),
  card: { installments: [] },
  pix_offered: true,
  cpf_required: { pix: false, card: false, boleto: true },
  cpf_for_invoice: false,
  whatsapp_offered: false,
});

const WELCOME: AppliedCoupon = {
  code: 'BEMVINDO',
  value_label: '10%',
  discount: 10,
  problem: null,
};

describe('CouponField', () => {
  it('hands the focus over when applying or removing swaps the field and the coupon', async () => {
    let coupon: AppliedCoupon | null = null;
    api.answer((request) => {
      if (request.url.pathname === '/cart/coupon') {
        coupon = request.method === 'PUT' ? WELCOME : null;
        return { status: 200, body: { coupon } };
      }
      return { status: 200, body: quoteWith(coupon) };
    });
    const user = userEvent.setup();
    renderInApp(<CouponField />, { apiBase: api.url });

    // Applied by Enter in the field: the field goes, "Remover cupom" takes the focus.
    await user.type(screen.getByRole('textbox', { name: 'Código do cupom' }), 'BEMVINDO{Enter}');
    const remove = await screen.findByRole('button', { name: 'Remover cupom' });
    expect(screen.getByRole('status')).toHaveTextContent('Cupom BEMVINDO aplicado (10%).');
    await waitFor(() => expect(remove).toHaveFocus());

    // Removed by Enter on it: the field is back, with the focus.
    await user.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Código do cupom' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows the coupon applied while the first quote, asked before it, is still on its way', async () => {
    // The page's first quote leaves before the shopper applies the code and comes back after:
    // it was priced without the coupon. The coupon shows as the server holds it once applied.
    let coupon: AppliedCoupon | null = null;
    let sendFirstQuote = () => {};
    const firstQuoteHeld = new Promise<void>((resolve) => (sendFirstQuote = resolve));
    let quotes = 0;
    api.answer(async (request) => {
      if (request.url.pathname === '/cart/coupon') {
        coupon = WELCOME;
        return { status: 200, body: { coupon } };
      }
      quotes += 1;
      if (quotes > 1) return { status: 200, body: quoteWith(coupon) };
      const priced = quoteWith(coupon);
      await firstQuoteHeld;
      return { status: 200, body: priced };
    });
    const user = userEvent.setup();
    renderInApp(<CouponField />, { apiBase: api.url });

    await user.type(screen.getByRole('textbox', { name: 'Código do cupom' }), 'BEMVINDO');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await vi.waitFor(() => expect(coupon).toEqual(WELCOME));
    sendFirstQuote();
    expect(await screen.findByRole('button', { name: 'Remover cupom' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cupom BEMVINDO aplicado (10%).');
  });
});
