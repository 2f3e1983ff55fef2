import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '@vitrine/contract/coupons';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { couponRoutes } from '../routes.ts';

// The "Cupons" list through its route against a loopback API that pages like the real one
// (50 a page, `total_pages`): a store with more coupons than a page reaches every one of them.
const api = setUpLoopbackApi();
const PER_PAGE = 50;

function coupon(index: number): Coupon {
  const id = String(index).padStart(12, '0');
  return {
    _id: `6f1c1b0e-3a57-4b0e-9a36-${id}`,
    code: `CUPOM${String(index).padStart(2, '0')}`,
    kind: 'percentage',
    value: 10,
    value_label: '10%',
    minimum_order: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_customer: 1,
    category_ids: [],
    product_ids: [],
    status: 'active',
    uses: 0,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:00.000Z',
  };
}

/** GET /coupons over `count` coupons, answering the page asked for. */
function answerPages(count: number) {
  const all = Array.from({ length: count }, (_, index) => coupon(index + 1));
  api.answer((request) => {
    const page = Number(request.url.searchParams.get('page') ?? 1);
    const perPage = Number(request.url.searchParams.get('per_page') ?? PER_PAGE);
    return {
      status: 200,
      body: {
        items: all.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: count,
        total_pages: Math.ceil(count / perPage),
      },
    };
  });
}

const listedCodes = async () =>
  within(await screen.findByRole('list', { name: 'Cupons da loja' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('CouponsScreen', () => {
  it('pages a store with more coupons than a page, the page in the URL', async () => {
    const user = userEvent.setup();
    answerPages(PER_PAGE + 3);
    const { getByTestId } = renderRoutes(couponRoutes, '/vendedor/cupons', api.url);

    expect(await listedCodes()).toHaveLength(PER_PAGE);
    const pages = screen.getByRole('navigation', { name: 'Paginação dos cupons' });
    expect(pages).toHaveTextContent('Página 1 de 2 · 53 cupons');
    expect(within(pages).queryByRole('link', { name: 'Anterior' })).toBeNull();

    await user.click(within(pages).getByRole('link', { name: 'Próxima' }));
    await waitFor(() => expect(getByTestId('where')).toHaveTextContent('/vendedor/cupons?page=2'));
    await waitFor(async () =>
      expect(await listedCodes()).toEqual(['CUPOM51', 'CUPOM52', 'CUPOM53']),
    );
    expect(screen.getByRole('navigation', { name: 'Paginação dos cupons' })).toHaveTextContent(
      'Página 2 de 2 · 53 cupons',
    );
    const asked = api.requests.map((request) => request.url.searchParams.get('page'));
    expect(asked).toContain('2');
  });

  it('opens on the page its address names', async () => {
    answerPages(PER_PAGE + 3);
    renderRoutes(couponRoutes, '/vendedor/cupons?page=2', api.url);
    expect(await listedCodes()).toEqual(['CUPOM51', 'CUPOM52', 'CUPOM53']);
    const pages = screen.getByRole('navigation', { name: 'Paginação dos cupons' });
    expect(within(pages).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/vendedor/cupons',
    );
  });
});
