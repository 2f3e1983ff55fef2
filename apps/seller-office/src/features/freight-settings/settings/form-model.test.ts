import type { FreightSettings } from '@vitrine/contract/freight-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import {
  formSchema,
  toBody,
  tokenTestBody,
  toFormValues,
  type FreightFormValues,
} from './form-model.ts';
import { serviceChoices } from './melhor-envio-services.ts';

const STORED: FreightSettings = {
  origin_cep: '01304001',
  default_package: { weight_grams: 500, height_cm: 10, width_cm: 15, length_cm: 20 },
  own_table: { enabled: true, rows: 9 },
  free_shipping: [
    { minimum_order: 299, region: null },
    { minimum_order: 199, region: 'sudeste' },
  ],
  pickup: { enabled: true, address: 'Rua Augusta, 1500', hours: 'Seg. a sex., 10h às 19h' },
  melhor_envio: {
    enabled: true,
    environment: 'sandbox',
    services: [1, 2, 3],
    markup_percent: 5,
    markup_amount: 1.5,
    extra_days: 1,
    token_set: true,
    token_hint: '••••0000',
  },
};

const values = (change: (v: FreightFormValues) => void = () => undefined) => {
  const form = toFormValues(STORED);
  change(form);
  return form;
};

const formResolver = zodResolver(formSchema);

/** The resolver's verdict: its errors as `path → message`, or the parsed body. */
async function resolve(form: FreightFormValues) {
  const result = await formResolver(form, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') flat[path.join('.')] = message;
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, [...path, key]);
    }
  };
  walk(result.errors, []);
  return { errors: flat, values: result.values };
}

describe('toFormValues', () => {
  it('masks the CEP, shows "Todo o Brasil" as the empty choice and never holds the token', () => {
    const form = toFormValues(STORED);
    expect(form.origin_cep).toBe('01304-001');
    expect(form.free_shipping.map((rule) => rule.region)).toEqual(['', 'sudeste']);
    expect(form.melhor_envio).toMatchObject({ token: '', token_action: 'keep' });
    expect(JSON.stringify(form)).not.toContain('0000');
  });

  it('starts a store without a token typing one, and a store without origin empty', () => {
    const form = toFormValues({
      ...STORED,
      origin_cep: '',
      melhor_envio: { ...STORED.melhor_envio, token_set: false, token_hint: null },
    });
    expect(form.origin_cep).toBe('');
    expect(form.melhor_envio.token_action).toBe('replace');
  });
});

describe('toBody', () => {
  it.each([
    ['keep', 'ignored-because-kept-0000000000', undefined, false],
    ['replace', '  novo-token-do-melhor-envio-1234  ', 'novo-token-do-melhor-envio-1234', true],
    ['replace', '   ', undefined, false],
    ['remove', '', null, true],
  ] as const)('with the token %s and "%s" sends %s', (action, typed, token, present) => {
    const body = toBody(
      values((v) => {
        v.melhor_envio.token_action = action;
        v.melhor_envio.token = typed;
      }),
    );
    expect('token' in body.melhor_envio).toBe(present);
    expect(body.melhor_envio.token).toBe(token);
    expect(body.melhor_envio).not.toHaveProperty('token_action');
  });

  it('sends "Todo o Brasil" as no region', () => {
    expect(toBody(values()).free_shipping).toEqual(STORED.free_shipping);
  });
});

describe('formSchema', () => {
  it('passes the stored settings, with the CEP unmasked', async () => {
    const { errors, values: parsed } = await resolve(values());
    expect(errors).toEqual({});
    expect(parsed).toMatchObject({ origin_cep: '01304001' });
  });

  it.each([
    [
      'a CEP with missing digits',
      (v: FreightFormValues) => (v.origin_cep = '0130-40'),
      'origin_cep',
    ],
    [
      'Melhor Envio on without an origin',
      (v: FreightFormValues) => (v.origin_cep = ''),
      'origin_cep',
    ],
    [
      'Melhor Envio on without services',
      (v: FreightFormValues) => (v.melhor_envio.services = []),
      'melhor_envio.services',
    ],
    [
      'pickup on without an address',
      (v: FreightFormValues) => (v.pickup.address = ''),
      'pickup.address',
    ],
    [
      'a token too short to be one',
      (v: FreightFormValues) => {
        v.melhor_envio.token_action = 'replace';
        v.melhor_envio.token = 'curto';
      },
      'melhor_envio.token',
    ],
    [
      'a package of no weight',
      (v: FreightFormValues) => (v.default_package.weight_grams = 0),
      'default_package.weight_grams',
    ],
    [
      'a free-shipping rule without an amount',
      (v: FreightFormValues) => (v.free_shipping[1]!.minimum_order = Number.NaN),
      'free_shipping.1.minimum_order',
    ],
  ])('puts %s next to its field', async (_, change, field) => {
    const { errors } = await resolve(values(change));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/[a-zà-ú]/i);
  });
});

describe('tokenTestBody', () => {
  it('tests the stored token unless a new one is typed, from the origin in the form', () => {
    expect(tokenTestBody(values())).toEqual({ environment: 'sandbox', origin_cep: '01304-001' });
    const typed = values((v) => {
      v.melhor_envio.token_action = 'replace';
      v.melhor_envio.token = ' novo-token-do-melhor-envio-1234 ';
      v.origin_cep = '0130';
    });
    expect(tokenTestBody(typed)).toEqual({
      token: 'novo-token-do-melhor-envio-1234',
      environment: 'sandbox',
    });
  });
});

describe('serviceChoices', () => {
  it('lists the known services, then any other saved id by number', () => {
    expect(serviceChoices([2, 99])).toEqual([
      { id: 1, label: 'PAC (Correios)' },
      { id: 2, label: 'SEDEX (Correios)' },
      { id: 3, label: '.Package (Jadlog)' },
      { id: 99, label: null },
    ]);
  });
});
