import type { SalesOverview, SaleSummary } from '@vitrine/contract/sales';

/** 30 Brasília days ending on `lastDay`, oldest first, as GET /sales/overview sends them. */
export function dailyFixture(lastDay = '2025-03-31', revenueOf = (index: number) => index * 10) {
  const end = Date.parse(`${lastDay}T12:00:00Z`);
  return Array.from({ length: 30 }, (_unused, index) => ({
    day: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    revenue: revenueOf(index),
    orders: revenueOf(index) > 0 ? 1 : 0,
  }));
}

export function saleFixture(overrides: Partial<SaleSummary> = {}): SaleSummary {
  return {
    code: 'VT1001',
    status: 'pago',
    status_label: 'Pago',
    created_at: '2025-03-31T13:05:00.000Z',
    total: 1234.56,
    payment_method: 'pix',
    items_count: 1,
    first_item: { name: 'Camiseta básica', image: null },
    customer_name: 'Marina Costa',
    ...overrides,
  };
}

export function overviewFixture(overrides: Partial<SalesOverview> = {}): SalesOverview {
  return {
    periods: [
      { period: 'hoje', revenue: 112, orders: 2, previous_revenue: 100, previous_orders: 1 },
      { period: '7_dias', revenue: 500, orders: 5, previous_revenue: 0, previous_orders: 0 },
      { period: '30_dias', revenue: 900, orders: 9, previous_revenue: 1200, previous_orders: 12 },
    ],
    awaiting_action: 3,
    daily: dailyFixture(),
    latest: [saleFixture()],
    ...overrides,
  };
}
