import { describe, expect, it } from 'vitest';
import { searchQuerySchema, sitemapItemsQuerySchema, slugSchema } from './catalog.ts';
import { storeByHostQuerySchema } from './stores.ts';

describe('slugSchema', () => {
  it.each(['camisa', 'camisa-de-linho-2', 'a1'])('accepts %j', (slug) => {
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['', 'Camisa', 'camisa--linho', '-camisa', 'camisa/linho', '../x', 'ã', 'a'.repeat(161)])(
    'rejects %j',
    (slug) => {
      expect(slugSchema.safeParse(slug).success).toBe(false);
    },
  );
});

describe('searchQuerySchema', () => {
  it('reads the query string: trims q, coerces numbers, defaults sort and paging', () => {
    expect(searchQuerySchema.parse({ q: '  camisa  ', page: '2' })).toEqual({
      q: 'camisa',
      page: 2,
      per_page: 24,
      sort: 'relevance',
    });
  });

  it.each([
    { q: '   ' },
    { q: 'a'.repeat(201) },
    { q: 'camisa', sort: 'cheapest' },
    { q: 'camisa', kind: 'gift' },
    { q: 'camisa', per_page: '101' },
    { q: 'camisa', page: '0' },
  ])('rejects %j', (query) => {
    expect(searchQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('sitemapItemsQuerySchema', () => {
  it('reads the query string: the largest page by default, a slug as cursor', () => {
    expect(sitemapItemsQuerySchema.parse({})).toEqual({ limit: 5000 });
    expect(sitemapItemsQuerySchema.parse({ after: 'camisa-azul', limit: '2' })).toEqual({
      after: 'camisa-azul',
      limit: 2,
    });
  });

  it.each([{ limit: '0' }, { limit: '5001' }, { limit: '1.5' }, { after: '' }, { after: 'A b' }])(
    'rejects %j',
    (query) => {
      expect(sitemapItemsQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('storeByHostQuerySchema', () => {
  it.each(['localhost', 'ipe.localhost:5173', '127.0.0.1', '[::1]:3000'])('accepts %j', (host) => {
    expect(storeByHostQuerySchema.safeParse({ host }).success).toBe(true);
  });

  it.each(['', 'a b', '<script>', 'loja/caminho', 'a'.repeat(256)])('rejects %j', (host) => {
    expect(storeByHostQuerySchema.safeParse({ host }).success).toBe(false);
  });
});
