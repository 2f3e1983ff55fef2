import { describe, expect, it } from 'vitest';
import { returnTarget } from './return-target.ts';

const target = (voltar: string | null) =>
  returnTarget(new URLSearchParams(voltar === null ? '' : { voltar }));

describe('returnTarget', () => {
  it.each([
    [
      '/vendedor/minha-conta/minhas-vendas?status=pago',
      '/vendedor/minha-conta/minhas-vendas?status=pago',
    ],
    ['/vendedor', '/vendedor'],
    ['/vendedor/minha-conta/meus-dados', '/vendedor/minha-conta/meus-dados'],
  ])('goes back to the panel page %s', (voltar, expected) => {
    expect(target(voltar)).toBe(expected);
  });

  it.each([
    null,
    '//evil.example/vendedor',
    'https://evil.example/vendedor',
    '/vendedor/login/logout',
    '/vendedor/login?voltar=%2Fvendedor',
    '/vendedor/login/criar-senha/abc',
    '/minha-conta/meus-pedidos',
    '/vendedorx',
  ])('goes home instead of %s', (voltar) => {
    expect(target(voltar)).toBe('/vendedor');
  });
});
