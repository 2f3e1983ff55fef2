import type { FreightOption } from '@vitrine/contract/freight';
import { describe, expect, it } from 'vitest';
import { isCompleteCep } from './last-cep.ts';
import { freeShippingLine, freightDeadline, freightFailure, freightPrice } from './messages.ts';

// What the product page's "Calcular frete" says for each option and failure.

const option = (over: Partial<FreightOption> = {}): FreightOption => ({
  id: 'me-1',
  kind: 'carrier',
  name: 'PAC',
  carrier: 'Correios',
  price: 1234.56,
  days_min: 4,
  days_max: 6,
  free: false,
  ...over,
});

describe('an option', () => {
  it('costs R$ 1.234,56, or "Grátis" when given away or free (pickup)', () => {
    expect(freightPrice(option())).toBe('R$ 1.234,56');
    expect(freightPrice(option({ free: true }))).toBe('Grátis');
    expect(freightPrice(option({ kind: 'pickup', price: 0 }))).toBe('Grátis');
  });

  it('arrives within its longest estimate in business days; pickup has no deadline, the flat fee no estimate', () => {
    expect(freightDeadline(option())).toBe('chega em até 6 dias úteis');
    expect(freightDeadline(option({ days_min: 1, days_max: 1 }))).toBe('chega em até 1 dia útil');
    expect(freightDeadline(option({ kind: 'pickup', days_min: 0, days_max: 0 }))).toBeNull();
    expect(freightDeadline(option({ kind: 'flat', days_min: null, days_max: null }))).toBe(
      'prazo informado no envio',
    );
  });
});

describe('the free-shipping line', () => {
  it('says reached, how much is missing, or nothing without a rule', () => {
    expect(freeShippingLine({ free: true })).toBe('Frete grátis para este CEP');
    expect(freeShippingLine({ free: false, missing: 239.1 })).toBe(
      'Faltam R$ 239,10 para frete grátis',
    );
    expect(freeShippingLine(null)).toBeNull();
  });
});

describe('a failed quote', () => {
  it('says "CEP não encontrado." for an unknown CEP, whatever the API worded', () => {
    expect(freightFailure({ code: 'cep_not_found', message: 'Outro texto.' })).toBe(
      'CEP não encontrado.',
    );
  });

  it("tells where the store does not deliver in the API's words", () => {
    const message = 'Não entregamos neste CEP.';
    expect(freightFailure({ code: 'no_service', message })).toBe(message);
  });

  it.each([
    ['the platform and the table both out', { code: 'freight_unavailable', message: 'x' }],
    ['the network', { code: 'network_error', message: 'Sem conexão.' }],
    ['an answer outside the contract', { code: 'invalid_response', message: 'x' }],
    ['a chunk that failed to load', new TypeError('Failed to fetch dynamically imported module')],
    ['nothing at all', undefined],
  ])('asks to try again for %s', (_label, error) => {
    expect(freightFailure(error)).toBe('Serviço indisponível, tente novamente.');
  });
});

describe('a CEP typed in the masked field', () => {
  it('is complete at 00000-000 only', () => {
    expect(isCompleteCep('69900-000')).toBe(true);
    expect(isCompleteCep('69900-00')).toBe(false);
    expect(isCompleteCep('69900000')).toBe(false);
  });
});
