import type { FiscalSettings } from '@vitrine/contract/fiscal-settings';
import { describe, expect, it } from 'vitest';
import { formSchema, toBody, toFormValues } from './form-model.ts';

const SAVED: FiscalSettings = {
  invoices_enabled: false,
  regime: 'simples_nacional',
  state_registration: '110042490114',
  state_registration_exempt: false,
  issuer: {
    cnpj: '11222333000181',
    legal_name: 'Loja',
    zip_code: '01310100',
    city: 'São Paulo',
    state: 'SP',
  },
  address: {
    street: 'Av. Paulista',
    number: '1000',
    complement: '',
    district: 'Bela Vista',
    municipality_code: '3550308',
  },
  environment: 'homologacao',
  issue_mode: 'manual',
  cfop_same_state: '5102',
  cfop_other_state: '6102',
  icms_code: '102',
  pis_cst: '49',
  cofins_cst: '49',
  provider_token_set: true,
  certificate: null,
  missing: [],
  products_without_ncm: 0,
};

describe('toBody', () => {
  it.each([
    ['keeps the saved token when the field is empty', '', false, {}],
    [
      'replaces it with what was typed',
      ' novo-token-123 ',
      false,
      { provider_token: 'novo-token-123' },
    ],
    ['removes it when asked, whatever was typed', 'x', true, { provider_token: null }],
  ])('%s', (_case, typed, remove, expected) => {
    const body = toBody({ ...toFormValues(SAVED), provider_token: typed, remove_token: remove });
    expect('provider_token' in body ? { provider_token: body.provider_token } : {}).toEqual(
      expected,
    );
  });
});

describe('formSchema', () => {
  it('reads the CFOPs as the form masks them and checks the ICMS code by the regime', () => {
    const values = toFormValues(SAVED);
    expect(values.cfop_same_state).toBe('5.102');
    const parsed = formSchema.safeParse(values);
    expect(parsed.success && parsed.data.cfop_same_state).toBe('5102');
    const wrong = formSchema.safeParse({ ...values, regime: 'lucro_real' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['icms_code'] });
  });
});
