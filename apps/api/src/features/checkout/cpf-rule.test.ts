import { describe, expect, it } from 'vitest';
import { cpfRequired, cpfRequiredByMethod, purchaseNeedsCpf } from './cpf-rule.ts';

describe('cpfRequired', () => {
  it.each([
    ['boleto', 'sandbox', true],
    ['boleto', 'pix_api', true],
    ['boleto', 'mercado_pago', true],
    ['pix', 'mercado_pago', true],
    ['card', 'mercado_pago', true],
    ['pix', 'pix_api', false],
    ['card', 'pix_api', false],
    ['pix', 'sandbox', false],
    ['card', 'sandbox', false],
  ] as const)('%s through %s → %s', (method, provider, required) => {
    expect(cpfRequired(method, provider)).toBe(required);
  });

  it('applies per method to the providers a store charges with', () => {
    expect(
      cpfRequiredByMethod({ pix: 'pix_api', card: 'mercado_pago', boleto: 'mercado_pago' }),
    ).toEqual({ pix: false, card: true, boleto: true });
  });
});

describe('purchaseNeedsCpf', () => {
  it.each([
    ['pix', 'pix_api', false, false, null],
    ['pix', 'pix_api', true, false, 'invoice'],
    ['pix', 'pix_api', true, true, null],
    ['card', 'sandbox', true, false, 'invoice'],
    ['boleto', 'sandbox', true, true, 'payment'],
    ['boleto', 'sandbox', false, false, 'payment'],
    ['pix', 'mercado_pago', true, false, 'payment'],
  ] as const)(
    '%s through %s, store issuing NF-e %s, as a company %s → %s',
    (method, provider, storeIssues, asCompany, need) => {
      expect(purchaseNeedsCpf(method, provider, { storeIssues, asCompany })).toBe(need);
    },
  );
});
