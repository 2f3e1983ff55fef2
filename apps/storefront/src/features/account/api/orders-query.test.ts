import { ordersQueryOptions } from '@vitrine/api-client/get-orders';
import { createApiClient } from '@vitrine/api-client/client';
import { describe, expect, it } from 'vitest';
import { ordersListKey, ordersPageFromUrl, pageFromUrl } from './orders-query.ts';

describe('orders list query', () => {
  it('has the api-client’s key, so the loader’s prefetch fills it', () => {
    const client = createApiClient({ apiBase: 'http://127.0.0.1:1' });
    const query = { page: 2, per_page: 10 };
    expect(ordersListKey(query)).toEqual(ordersQueryOptions(client, query).queryKey);
    const filtered = { page: 1, per_page: 10, status: 'pago' as const };
    expect(ordersListKey(filtered)).toEqual(ordersQueryOptions(client, filtered).queryKey);
  });

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
