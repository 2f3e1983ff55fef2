import { describe, expect, it } from 'vitest';
import { catalogListQuerySchema, productInputSchema } from './catalog-office.ts';
import { stockAdjustmentBodySchema } from './catalog-stock.ts';

const shirt = {
  name: 'Camiseta Básica',
  options: [
    { name: 'Cor', values: ['Azul', 'Verde'] },
    { name: 'Tamanho', values: ['P'] },
  ],
  variations: [
    { code: 'cam-az-p', options: { Cor: 'Azul', Tamanho: 'P' }, price: 49.9, stock: 3 },
    { code: 'CAM-VE-P', options: { Cor: 'Verde', Tamanho: 'P' }, price: 49.9, stock: 0 },
  ],
};

const messages = (input: unknown) =>
  productInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('productInputSchema', () => {
  it('takes a product with its matrix, SKUs in upper case, defaults filled', () => {
    const parsed = productInputSchema.parse(shirt);
    expect(parsed).toMatchObject({ kind: 'product', status: 'draft' });
    expect(parsed.variations.map((v) => v.code)).toEqual(['CAM-AZ-P', 'CAM-VE-P']);
  });

  it.each([
    [
      {
        ...shirt,
        variations: [{ ...shirt.variations[0], options: { Cor: 'Roxo', Tamanho: 'P' } }],
      },
      '"Roxo" não é um valor de "Cor".',
    ],
    [
      { ...shirt, variations: [{ ...shirt.variations[0], options: { Cor: 'Azul' } }] },
      'Escolha um valor de "Tamanho".',
    ],
    [
      { ...shirt, variations: [shirt.variations[0], { ...shirt.variations[0], code: 'X' }] },
      'Duas variações com os mesmos valores.',
    ],
    [
      { ...shirt, variations: [shirt.variations[0], { ...shirt.variations[1], code: 'cam-az-p' }] },
      'O SKU CAM-AZ-P aparece em duas variações.',
    ],
    [
      { ...shirt, variations: [{ ...shirt.variations[0], stock: null }] },
      'Informe o estoque inicial.',
    ],
    [
      { ...shirt, variations: [{ ...shirt.variations[0], compare_at_price: 10 }] },
      'O preço "de" deve ser maior que o preço de venda.',
    ],
    [
      { kind: 'service', name: 'Ajuste', variations: [{ price: 10, stock: 2 }] },
      'Serviços não têm estoque, peso nem medidas.',
    ],
  ])('refuses %#: %s', (input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('takes a service: one offer, no stock', () => {
    expect(
      productInputSchema.safeParse({ kind: 'service', name: 'Ajuste', variations: [{ price: 80 }] })
        .success,
    ).toBe(true);
  });
});

describe('stockAdjustmentBodySchema', () => {
  it.each([
    [{ mode: 'relative', delta: -2, reason: 'damage' }, true],
    [{ mode: 'relative', delta: 0, reason: 'damage' }, false],
    [{ mode: 'relative', delta: 2, reason: 'sale' }, false],
    [{ mode: 'absolute', quantity: 5, expected: 7, reason: 'inventory' }, true],
    [{ mode: 'absolute', quantity: 5, reason: 'inventory' }, false],
  ])('%j → %s', (body, ok) => {
    expect(stockAdjustmentBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('catalogListQuerySchema', () => {
  it('reads the query string', () => {
    expect(
      catalogListQuerySchema.parse({ status: 'active', stock: 'baixo', page: '2' }),
    ).toMatchObject({ status: 'active', stock: 'baixo', page: 2, sort: 'atualizados' });
  });
});
