import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeStoreSlug, storeSlugProblem } from './store-slug.ts';

describe('storeSlugProblem', () => {
  it.each([
    ['ana', null],
    ['loja-da-ana', null],
    ['a1b2c3', null],
    ['x'.repeat(40), null],
    ['ab', 'length'],
    ['x'.repeat(41), 'length'],
    ['Loja', 'characters'],
    ['loja_ana', 'characters'],
    ['loja.ana', 'characters'],
    ['lojá', 'characters'],
    ['xn--loja', 'characters'],
    ['-ana', 'hyphen_edge'],
    ['ana-', 'hyphen_edge'],
    ['www', 'reserved'],
    ['api', 'reserved'],
    ['admin', 'reserved'],
    ['vendedor', 'reserved'],
    ['plataforma', 'reserved'],
    ['mail', 'reserved'],
    ['loja-aurora', 'reserved'],
    ['casa-ipe', 'reserved'],
  ])('%j → %j', (slug, problem) => {
    expect(storeSlugProblem(slug)).toBe(problem);
  });
});

describe('proposeStoreSlug', () => {
  it.each([
    ['Café & Companhia', 'cafe-companhia'],
    ['  Ateliê São João!  ', 'atelie-sao-joao'],
    ['Zé', 'loja-ze'],
    ['***', 'minha-loja'],
    ['Admin', 'loja-admin'],
    ['Loja Aurora', 'loja-loja-aurora'],
    ['Ótica ' + 'muito '.repeat(10), 'otica-muito-muito-muito-muito-muito-muit'],
  ])('%j → %j', (name, slug) => {
    expect(proposeStoreSlug(name)).toBe(slug);
  });

  it('always proposes an acceptable slug', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (name) => {
        expect(storeSlugProblem(proposeStoreSlug(name))).toBeNull();
      }),
    );
  });
});
