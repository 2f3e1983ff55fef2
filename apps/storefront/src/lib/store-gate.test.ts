import { describe, expect, it } from 'vitest';
import { showsStatusPage } from './store-gate.ts';

describe('showsStatusPage', () => {
  it.each([
    // A draft answers nothing but "Em breve": no catalog, search, cart, checkout nor sign-in.
    ['draft', '/', true],
    ['draft', '/produto/vaso', true],
    ['draft', '/pesquisar/vaso', true],
    ['draft', '/categoria/casa', true],
    ['draft', '/slider', true],
    ['draft', '/finalizar-compra/carrinho', true],
    ['draft', '/finalizar-compra/pagar', true],
    ['draft', '/login/cadastro', true],
    ['draft', '/minha-conta', true],
    ['draft', '/paginas/politica-de-privacidade', true],
    ['draft', '/nao-existe', true],
    // A paused store keeps its shoppers' account, a placed order's payment and its pages.
    ['paused', '/', true],
    ['paused', '/produto/vaso', true],
    ['paused', '/servico/montagem', true],
    ['paused', '/pesquisar/vaso', true],
    ['paused', '/finalizar-compra/carrinho', true],
    ['paused', '/finalizar-compra/pagar', true],
    ['paused', '/finalizar-compra/pix/A1B2', false],
    ['paused', '/finalizar-compra/boleto/A1B2', false],
    ['paused', '/minha-conta/meus-pedidos', false],
    ['paused', '/login', false],
    ['paused', '/loginho', true],
    ['paused', '/paginas/trocas-e-devolucoes', false],
    // A closed store: the account and the pages, no payment (it has no order left open).
    ['closed', '/', true],
    ['closed', '/finalizar-compra/pix/A1B2', true],
    ['closed', '/minha-conta/meus-pedidos/A1B2', false],
    ['closed', '/paginas/politica-de-privacidade', false],
    // An open store shows everything.
    ['open', '/', false],
    ['open', '/finalizar-compra/carrinho', false],
  ] as const)('%s store, %s: %s', (status, path, shown) => {
    expect(showsStatusPage(status, false, path)).toBe(shown);
  });

  it.each(['draft', 'paused', 'closed'] as const)(
    'shows a %s store’s seller, previewing it, the real page',
    (status) => {
      expect(showsStatusPage(status, true, '/produto/vaso')).toBe(false);
      expect(showsStatusPage(status, true, '/finalizar-compra/carrinho')).toBe(false);
    },
  );

  it('always answers the preview link itself, for the grant to be traded', () => {
    expect(showsStatusPage('draft', false, '/_previa/abc')).toBe(false);
  });
});
