import type { WhatsappSettings } from '@vitrine/contract/whatsapp';
import { describe, expect, it } from 'vitest';
import { formSchema, toBody, toFormValues } from './form-model.ts';

const SAVED: WhatsappSettings = {
  enabled: false,
  phone_number_id: '106540352242922',
  business_account_id: '',
  access_token_set: true,
  app_secret_set: false,
  templates: { paid: 'pedido_pago', shipped: 'pedido_enviado', delivered: 'pedido_entregue' },
  language: 'pt_BR',
  webhook: { url: 'https://api.exemplo.com.br/webhooks/whatsapp/x', verify_token: 'v' },
  missing: [],
  last_30_days: { queued: 0, sent: 0, delivered: 0, read: 0, failed: 0 },
};

const secretsOf = (body: ReturnType<typeof toBody>) =>
  Object.fromEntries(
    (['access_token', 'app_secret'] as const)
      .filter((name) => name in body)
      .map((name) => [name, body[name]]),
  );

describe('toBody', () => {
  it.each([
    ['keeps both stored secrets when their fields are empty', {}, {}],
    [
      'replaces a secret with what was typed, trimmed',
      { access_token: ' EAAG-novo-token ' },
      { access_token: 'EAAG-novo-token' },
    ],
    [
      'removes a secret when asked, whatever was typed',
      { app_secret: 'digitada', remove_app_secret: true },
      { app_secret: null },
    ],
  ])('%s', (_case, typed, expected) => {
    expect(secretsOf(toBody({ ...toFormValues(SAVED), ...typed }))).toEqual(expected);
  });
});

describe('formSchema', () => {
  it('checks the body by the contract: a template’s name as Meta takes it', () => {
    const values = toFormValues(SAVED);
    expect(formSchema.safeParse(values).success).toBe(true);
    const wrong = formSchema.safeParse({
      ...values,
      templates: { ...values.templates, shipped: 'Pedido Enviado' },
    });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['templates', 'shipped'] });
  });

  it('refuses a typed secret too short on its own field, and never reads one to remove', () => {
    const values = toFormValues(SAVED);
    const short = formSchema.safeParse({ ...values, access_token: 'curto' });
    expect(short.error?.issues[0]).toMatchObject({ path: ['access_token'] });
    const removed = formSchema.safeParse({
      ...values,
      access_token: 'curto',
      remove_access_token: true,
    });
    expect(removed.success && removed.data.access_token).toBeNull();
  });
});
