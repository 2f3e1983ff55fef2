import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { dailyFixture, overviewFixture, saleFixture } from '../testing.ts';
import { AwaitingAction } from './awaiting-action.tsx';
import { DailyTable } from './daily-table.tsx';
import { LatestSales } from './latest-sales.tsx';
import { PeriodCards } from './period-cards.tsx';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/vendedor', element }], {
    initialEntries: ['/vendedor'],
  });
  return render(<RouterProvider router={router} />);
}

describe('PeriodCards', () => {
  it('shows each period’s revenue, orders and change against the previous period in words', () => {
    render(<PeriodCards periods={overviewFixture().periods} />);

    const today = screen.getByRole('region', { name: 'Hoje' });
    expect(within(today).getByText('R$ 112,00')).toBeInTheDocument();
    expect(within(today).getByText('2')).toBeInTheDocument();
    expect(
      within(today).getByText('+12% em relação ao período anterior', { exact: false }),
    ).toBeInTheDocument();
    expect(within(today).getByText('Ontem: R$ 100,00 em 1 venda')).toBeInTheDocument();

    const month = screen.getByRole('region', { name: 'Últimos 30 dias' });
    expect(
      within(month).getByText('-25% em relação ao período anterior', { exact: false }),
    ).toBeInTheDocument();
  });

  it('says "sem vendas no período anterior" instead of a percentage when the previous was zero', () => {
    render(<PeriodCards periods={overviewFixture().periods} />);

    const week = screen.getByRole('region', { name: 'Últimos 7 dias' });
    expect(
      within(week).getByText('sem vendas no período anterior', { exact: false }),
    ).toBeInTheDocument();
    expect(within(week).queryByText(/%/)).not.toBeInTheDocument();
  });
});

describe('DailyTable', () => {
  it('lists the chart’s 30 days as rows: day dd/mm, sales, revenue', () => {
    render(
      <DailyTable daily={dailyFixture('2025-03-31', (index) => (index === 29 ? 1234.56 : 0))} />,
    );

    const table = screen.getByRole('table', { name: 'Vendas por dia nos últimos 30 dias' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent(/^02\/030R\$ 0,00$/);
    const last = within(rows[29] as HTMLElement).getAllByRole('cell');
    expect(within(rows[29] as HTMLElement).getByRole('rowheader')).toHaveTextContent('31/03');
    expect(last.map((cell) => cell.textContent)).toEqual(['1', 'R$ 1.234,56']);
    expect(screen.getByText('Ver dados em tabela')).toBeInTheDocument();
  });
});

describe('AwaitingAction', () => {
  it('links "N vendas aguardando envio" to the sales list filtered to paid sales', () => {
    renderInRouter(<AwaitingAction count={3} />);

    expect(screen.getByRole('link', { name: '3 vendas aguardando envio' })).toHaveAttribute(
      'href',
      '/vendedor/minha-conta/minhas-vendas?status=a_enviar',
    );
  });

  it('says one sale in the singular, and none without a link', () => {
    const { unmount } = renderInRouter(<AwaitingAction count={1} />);
    expect(screen.getByRole('link', { name: '1 venda aguardando envio' })).toBeInTheDocument();
    unmount();

    renderInRouter(<AwaitingAction count={0} />);
    expect(screen.getByText('Nenhuma venda aguardando envio.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('LatestSales', () => {
  it('links each sale to its detail and offers all sales', () => {
    renderInRouter(
      <LatestSales sales={[saleFixture(), saleFixture({ code: 'VT1002', total: 10 })]} />,
    );

    expect(screen.getByRole('link', { name: 'Venda VT1002' })).toHaveAttribute(
      'href',
      '/vendedor/minha-conta/minhas-vendas/VT1002',
    );
    const first = screen.getByRole('row', { name: /VT1001/ });
    expect(first).toHaveTextContent('31/03/2025 10:05');
    expect(first).toHaveTextContent('Marina Costa');
    expect(first).toHaveTextContent('R$ 1.234,56');
    expect(screen.getByRole('link', { name: 'Ver todas as vendas' })).toHaveAttribute(
      'href',
      '/vendedor/minha-conta/minhas-vendas',
    );
  });

  it('says "Nenhuma venda ainda" for a store without sales', () => {
    renderInRouter(<LatestSales sales={[]} />);

    expect(screen.getByText('Nenhuma venda ainda')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
