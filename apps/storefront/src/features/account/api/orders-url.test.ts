import { describe, expect, it } from 'vitest';
import { ordersPageFromUrl, pageFromUrl } from './orders-url.ts';

describe('orders list query from the URL', () => {
  it('reads the page from ?pagina, page 1 for anything invalid', () => {
    expect(pageFromUrl(new URLSearchParams('pagina=3'))).toBe(3);
    expect(pageFromUrl(new URLSearchParams('pagina=0'))).toBe(1);
    expect(pageFromUrl(new URLSearchParams('pagina=abc'))).toBe(1);
    expect(pageFromUrl(new URLSearchParams(''))).toBe(1);
  });

  it('reads the status filter from ?situacao, none for an unknown one', () => {
    expect(ordersPageFromUrl(new URLSearchParams('situacao=enviado&pagina=2'))).toEqual({
      page: 2,
      per_page: 10,
      status: 'enviado',
    });
    expect(ordersPageFromUrl(new URLSearchParams('situacao=voando'))).toEqual({
      page: 1,
      per_page: 10,
    });
  });
});
