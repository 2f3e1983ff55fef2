import type { CardGateway } from '@vitrine/contract/stores';
import { createApiClient } from '@vitrine/api-client/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import {
  failMercadoPagoScript,
  forgetMercadoPago,
  runMercadoPagoScript,
} from '../../../testing/mercado-pago-sdk.ts';
import { GatewayRefused, GatewayUnavailable } from '../gateway/errors.ts';
import { cardTokenizerFor, payerCpfOf } from './card-tokenizer.ts';
import { gatewayRefusalOf } from './gateway-refusal.ts';
import { payFormDefaults } from '../model/pay-form.ts';

// Who tokenises the card: our API's sandbox endpoint for a store without a gateway, Mercado
// Pago's script (in the browser, straight to the gateway) for a store with one. Two real
// servers: our API's stand-in and the gateway's.
const api = setUpLoopbackApi();
const gateway = setUpLoopbackApi();

const CARD = {
  number: '4111 1111 1111 1111',
  holder: ' Maria da Silva ',
  expiry: '03/31',
  cvv: '123',
};
let tests = 0;
/** A gateway of its own per test: the loaded script is kept per URL for the page's life. */
function mercadoPago(): CardGateway {
  tests += 1;
  return {
    provider: 'mercado_pago',
    public_key: `APP_USR-public-${tests}`,
    sdk_url: `${gateway.url}/js/v2?test=${tests}`,
  };
}
const client = () => Promise.resolve(createApiClient({ apiBase: api.url, storeId: () => 'x' }));

afterEach(forgetMercadoPago);

describe('cardTokenizerFor', () => {
  it('without a gateway posts the card to the sandbox endpoint and loads no script', async () => {
    api.answer(() => ({
      status: 201,
      body: {
        token: 'tok_sandbox',
        brand: 'visa',
        last4: '1111',
        expires_at: '2099-01-01T00:00:00.000Z',
      },
    }));
    const tokenizer = cardTokenizerFor(null, client);
    expect(tokenizer.by).toBe('sandbox');
    const minted = await tokenizer.mint(CARD, '');
    expect(minted).toEqual({
      token: 'tok_sandbox',
      expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
    });
    expect(api.requests.map((request) => request.path)).toEqual(['/payments/sandbox/card-tokens']);
    expect(api.requests[0]?.body).toEqual({
      number: '4111111111111111',
      holder_name: 'Maria da Silva',
      expiry_month: 3,
      expiry_year: 2031,
      cvv: '123',
    });
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('with Mercado Pago loads its script once and sends the card to the gateway only', async () => {
    gateway.answer(() => ({
      status: 201,
      body: { id: 'mp_tok_1', last_four_digits: '1111', date_due: '2099-02-01T00:00:00.000Z' },
    }));
    const store = mercadoPago();
    const tokenizer = cardTokenizerFor(store, client);
    expect(tokenizer.by).toBe('mercado_pago');
    const first = tokenizer.mint(CARD, '529.982.247-25');
    await runMercadoPagoScript(store.sdk_url, gateway.url);
    expect(await first).toEqual({
      token: 'mp_tok_1',
      expiresAt: Date.parse('2099-02-01T00:00:00.000Z'),
    });
    await tokenizer.mint(CARD, '529.982.247-25');

    expect(document.head.querySelectorAll(`script[src="${store.sdk_url}"]`)).toHaveLength(1);
    expect(api.requests).toEqual([]);
    const posts = gateway.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.url.pathname).toBe('/v1/card_tokens');
    expect(posts[0]?.url.searchParams.get('public_key')).toBe(store.public_key);
    expect(posts[0]?.body).toEqual({
      card_number: '4111111111111111',
      expiration_month: 3,
      expiration_year: 2031,
      security_code: '123',
      cardholder: {
        name: 'Maria da Silva',
        identification: { type: 'CPF', number: '52998224725' },
      },
    });
  });

  it('says the gateway is unavailable when its script does not load, and asks for it again next time', async () => {
    const store = mercadoPago();
    const tokenizer = cardTokenizerFor(store, client);
    const failed = tokenizer.mint(CARD, '');
    await failMercadoPagoScript(store.sdk_url);
    const error = await failed.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayUnavailable);
    expect(gatewayRefusalOf(error)).toEqual({
      message: 'Não foi possível validar o cartão agora. Tente novamente.',
    });
    expect(document.head.querySelector('script[src]')).toBeNull();

    gateway.answer(() => ({ status: 201, body: { id: 'mp_tok_2' } }));
    const retried = tokenizer.mint(CARD, '');
    await runMercadoPagoScript(store.sdk_url, gateway.url);
    expect((await retried).token).toBe('mp_tok_2');
    expect(api.requests).toEqual([]);
  });

  it.each([
    ['E301', 'card.number'],
    ['325', 'card.expiry'],
    ['E302', 'card.cvv'],
  ])("shows Mercado Pago's cause %s at the field %s", async (code, field) => {
    gateway.answer(() => ({
      status: 400,
      body: { message: 'invalid parameters', status: 400, cause: [{ code, description: '' }] },
    }));
    const store = mercadoPago();
    const refused = cardTokenizerFor(store, client).mint(CARD, '');
    await runMercadoPagoScript(store.sdk_url, gateway.url);
    const error = await refused.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayRefused);
    expect(gatewayRefusalOf(error)?.field).toBe(field);
  });
});

describe('payerCpfOf', () => {
  it("takes the form's CPF field when it has one, '' when not", () => {
    const values = payFormDefaults(undefined);
    expect(payerCpfOf(values)).toBe('');
    expect(payerCpfOf({ ...values, cpf: '529.982.247-25' } as typeof values)).toBe(
      '529.982.247-25',
    );
  });
});
