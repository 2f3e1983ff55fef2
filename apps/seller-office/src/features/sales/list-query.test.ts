import { describe, expect, it } from 'vitest';
import { exportApiQuery, listApiQuery, listSearch, readListView } from './list-query.ts';

const view = (search: string) => readListView(new URLSearchParams(search));

describe('readListView', () => {
  it('reads every filter, the sort and the page the URL holds', () => {
    expect(
      view(
        'status=enviado&from=2025-01-01&to=2025-01-31&payment_method=pix&q=ana&sort=antigas&page=3',
      ),
    ).toEqual({
      status: 'enviado',
      from: '2025-01-01',
      to: '2025-01-31',
      payment_method: 'pix',
      q: 'ana',
      sort: 'antigas',
      page: 3,
    });
  });

  it.each([
    ['status=perdido', 'status'],
    ['from=31/01/2025', 'from'],
    ['payment_method=cheque', 'payment_method'],
    ['q=%20%20', 'q'],
  ] as const)('leaves out what does not parse (%s)', (search, key) => {
    expect(view(search)[key]).toBeUndefined();
  });

  it('falls back to newest first on page 1', () => {
    expect(view('sort=aleatoria&page=-2')).toMatchObject({ sort: 'recentes', page: 1 });
  });

  it('drops a range that ends before it starts', () => {
    expect(view('from=2025-02-01&to=2025-01-01')).toMatchObject({ from: undefined, to: undefined });
  });
});

describe('listSearch', () => {
  it('leaves out the defaults and empty filters', () => {
    expect(listSearch({ sort: 'recentes', page: 1, q: '' })).toBe('');
  });

  it('is what readListView reads back', () => {
    const search = listSearch({ status: 'pago', q: 'AUR-1', sort: 'maior_valor', page: 2 });
    expect(search).toBe('?status=pago&q=AUR-1&sort=maior_valor&page=2');
    expect(view(search.slice(1))).toMatchObject({
      status: 'pago',
      q: 'AUR-1',
      sort: 'maior_valor',
      page: 2,
    });
  });
});

describe('the API queries', () => {
  it('asks the list for the page; the export for the same filters and order, no page', () => {
    const current = view('status=pago&q=ana&sort=antigas&page=4');
    expect(listApiQuery(current)).toEqual({
      status: 'pago',
      q: 'ana',
      sort: 'antigas',
      page: 4,
      per_page: 20,
    });
    expect(exportApiQuery(current)).toEqual({ status: 'pago', q: 'ana', sort: 'antigas' });
  });
});
