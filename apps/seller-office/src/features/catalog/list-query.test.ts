import { describe, expect, it } from 'vitest';
import {
  catalogApiQuery,
  catalogSearch,
  hasCatalogFilters,
  readCatalogView,
} from './list-query.ts';

const CATEGORY = '0b5b9f5e-8f55-4a51-9d2a-0c1f7f6a2b11';

describe('readCatalogView', () => {
  it('reads every filter, the order and the page the URL holds', () => {
    const view = readCatalogView(
      new URLSearchParams(
        `q=camiseta&status=draft&category_id=${CATEGORY}&stock=baixo&sort=nome&page=3`,
      ),
    );
    expect(view).toEqual({
      q: 'camiseta',
      status: 'draft',
      category_id: CATEGORY,
      stock: 'baixo',
      sort: 'nome',
      page: 3,
    });
  });

  it.each([
    ['status=vendido', { status: undefined }],
    ['category_id=roupas', { category_id: undefined }],
    ['stock=muito', { stock: undefined }],
    ['sort=aleatorio', { sort: 'atualizados' }],
    ['page=-2', { page: 1 }],
    ['q=%20%20', { q: undefined }],
  ])('leaves out what does not parse (%s)', (search, expected) => {
    expect(readCatalogView(new URLSearchParams(search))).toMatchObject(expected);
  });
});

describe('catalogSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(catalogSearch({ sort: 'atualizados', page: 1 })).toBe('');
    expect(
      catalogSearch({ status: 'active', stock: 'esgotado', sort: 'menor_preco', page: 2 }),
    ).toBe('?status=active&stock=esgotado&sort=menor_preco&page=2');
  });

  it('gives back the view it was read from', () => {
    const search = `?q=bolsa&status=archived&category_id=${CATEGORY}&stock=baixo&sort=nome_desc&page=4`;
    expect(catalogSearch(readCatalogView(new URLSearchParams(search)))).toBe(search);
  });
});

describe('catalogApiQuery', () => {
  it('asks for the route kind, the filters, the order and the page', () => {
    const view = readCatalogView(new URLSearchParams('q=SKU-1&stock=esgotado&page=2'));
    expect(catalogApiQuery('product', view)).toEqual({
      kind: 'product',
      q: 'SKU-1',
      stock: 'esgotado',
      sort: 'atualizados',
      page: 2,
      per_page: 20,
    });
    expect(hasCatalogFilters(view)).toBe(true);
    expect(hasCatalogFilters(readCatalogView(new URLSearchParams('sort=nome')))).toBe(false);
  });
});
