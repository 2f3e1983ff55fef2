import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/minha-conta/meus-pedidos', '/minha-conta/meus-pedidos'],
    ['/pesquisar/caneca?pagina=2', '/pesquisar/caneca?pagina=2'],
  ])('keeps a path on this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'minha-conta',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    `/${'a'.repeat(2001)}`,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers the wanted page, query included', () => {
    expect(loginPathFor('/login', 'http://loja.test/finalizar-compra/pagar?x=1')).toBe(
      '/login?voltar=%2Ffinalizar-compra%2Fpagar%3Fx%3D1',
    );
  });

  it('says nothing of the home page', () => {
    expect(loginPathFor('/login', new URL('http://loja.test/'))).toBe('/login');
  });
});
