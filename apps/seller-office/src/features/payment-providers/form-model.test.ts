import type { PaymentSettings } from '@vitrine/contract/payment-settings';
import { describe, expect, it } from 'vitest';
import { connectionTestBody, toBody, toFormValues } from './form-model.ts';

const STORED: PaymentSettings = {
  methods: { pix: 'pix_api', card: 'mercado_pago', boleto: 'sandbox' },
  pix_key: 'pix@loja.test',
  pix_key_type: 'email',
  pix_api: {
    base_url: 'https://pix.banco.test/api/v2',
    token_path: '/oauth/token',
    scope: '',
    client_id: 'loja',
    client_secret_hint: '••••1234',
    certificate: {
      subject: 'CN=loja',
      issuer: 'CN=Banco',
      valid_from: '2026-01-01T00:00:00.000Z',
      valid_until: '2027-01-01T00:00:00.000Z',
      expired: false,
    },
    ca: null,
    complete: true,
  },
  mercado_pago: {
    public_key: 'APP_USR-pub',
    access_token_hint: '••••abcd',
    webhook_secret_hint: null,
    complete: false,
  },
};

describe('toBody', () => {
  it('leaves every stored secret out when nothing changed, so the API keeps them', () => {
    const body = toBody(toFormValues(STORED));
    expect(body.pix_api).toEqual({
      base_url: 'https://pix.banco.test/api/v2',
      token_path: '/oauth/token',
      scope: '',
      client_id: 'loja',
    });
    expect(body.mercado_pago).toEqual({ public_key: 'APP_USR-pub' });
  });

  it('sends a typed secret, null for a removed one, and the chosen certificate', () => {
    const values = toFormValues(STORED);
    values.pix_api.client_secret_action = 'replace';
    values.pix_api.client_secret = '  novo-segredo  ';
    values.pix_api.certificate_action = 'replace';
    values.pix_api.certificate = {
      file: { base64: 'QUJD', name: 'loja.p12' },
      key_file: null,
      password: 'senha',
    };
    values.mercado_pago.access_token_action = 'remove';
    values.mercado_pago.webhook_secret = 'assinatura-1';
    const body = toBody(values);
    expect(body.pix_api).toMatchObject({
      client_secret: 'novo-segredo',
      certificate: { file: 'QUJD', password: 'senha' },
    });
    expect(body.mercado_pago).toEqual({
      public_key: 'APP_USR-pub',
      access_token: null,
      webhook_secret: 'assinatura-1',
    });
  });
});

describe('connectionTestBody', () => {
  it('sends only what the seller typed or chose; the API uses the stored rest', () => {
    const values = toFormValues(STORED);
    expect(connectionTestBody('mercado_pago', values)).toEqual({
      provider: 'mercado_pago',
      mercado_pago: {},
    });
    values.pix_api.base_url = '';
    expect(connectionTestBody('pix_api', values)).toEqual({
      provider: 'pix_api',
      pix_api: { token_path: '/oauth/token', client_id: 'loja' },
    });
  });
});
