import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePixKey, PIX_KEY_TYPES, pixKeyTypeOf } from './pix-key.ts';

describe('pixKeyTypeOf', () => {
  it.each([
    ['', null],
    ['39053344705', 'cpf'],
    ['11222333000181', 'cnpj'],
    ['12ABC34501DE35', 'cnpj'],
    ['pix@loja.com.br', 'email'],
    ['+5511912345678', 'phone'],
    ['123e4567-e89b-12d3-a456-426614174000', 'random'],
  ] as const)('%s → %s', (key, type) => {
    expect(pixKeyTypeOf(key)).toBe(type);
  });

  it('gives back the type of every key normalizePixKey writes', () => {
    const samples = {
      cpf: ['390.533.447-05', '529.982.247-25'],
      cnpj: ['11.222.333/0001-81', '12.ABC.345/01DE-35'],
      email: ['Ana@Exemplo.com.br', 'a+b@c.io'],
      phone: ['(11) 91234-5678', '+55 21 99876-5432'],
      random: ['123E4567-E89B-12D3-A456-426614174000'],
    } as const;
    fc.assert(
      fc.property(fc.constantFrom(...PIX_KEY_TYPES), fc.nat(), (type, index) => {
        const typed = samples[type][index % samples[type].length]!;
        const key = normalizePixKey(type, typed);
        expect(key).not.toBeNull();
        expect(pixKeyTypeOf(key!)).toBe(type);
      }),
    );
  });
});
