import { describe, expect, it } from 'vitest';
import { facetQueryOf, hasFacets, keptParams, pathWith } from './facet-params.ts';

describe('facetQueryOf', () => {
  it('reads every facet of the URL in Portuguese as the API filters', () => {
    const params = new URLSearchParams(
      'cor=Azul&cor=Preto&tamanho=M&marca=Aurora&categoria=camisas&preco=50-100&estoque=sim&ordem=menor-preco',
    );
    expect(facetQueryOf(params)).toEqual({
      color: ['Azul', 'Preto'],
      size: ['M'],
      brand: ['Aurora'],
      category: ['camisas'],
      price: ['50-100'],
      in_stock: 'true',
    });
  });

  it.each([
    ['preco=1-2', {}],
    ['cor=&cor=%20', {}],
    ['estoque=talvez', {}],
    ['cor=Azul&cor=Azul', { color: ['Azul'] }],
    [`marca=${'x'.repeat(121)}`, {}],
  ])('drops what filters nothing: %s', (search, expected) => {
    expect(facetQueryOf(new URLSearchParams(search))).toEqual(expected);
  });

  it('keeps at most 30 values of a facet', () => {
    const params = new URLSearchParams(Array.from({ length: 40 }, (_, i) => ['cor', `c${i}`]));
    expect(facetQueryOf(params).color).toHaveLength(30);
  });
});

describe('hasFacets, keptParams and pathWith', () => {
  it('tells a filtered listing and keeps the other parameters for the other form', () => {
    const params = new URLSearchParams('cor=Azul&ordem=menor-preco&pagina=3');
    expect(hasFacets(facetQueryOf(params))).toBe(true);
    expect(hasFacets(facetQueryOf(new URLSearchParams('ordem=novidades')))).toBe(false);
    expect(keptParams(params, ['cor', 'pagina'])).toEqual([['ordem', 'menor-preco']]);
    expect(pathWith('/categoria/camisas', [['ordem', 'menor-preco']])).toBe(
      '/categoria/camisas?ordem=menor-preco',
    );
    expect(pathWith('/categoria/camisas', [])).toBe('/categoria/camisas');
  });
});
