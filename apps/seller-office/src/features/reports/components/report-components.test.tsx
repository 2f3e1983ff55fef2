import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report, ReportFigures } from '@vitrine/contract/reports';
import { describe, expect, it } from 'vitest';
import type { Preset } from '../model.ts';
import { FigureCards } from './figure-cards.tsx';
import { PeriodForm } from './period-form.tsx';
import { FreightOptions, RemindedCarts, TopProducts } from './report-tables.tsx';

// The screen's parts (the screen itself draws uPlot, which needs a real canvas: its whole
// journey is e2e/reports.spec.ts): each figure beside the previous period's with the change
// in %, the tables, and a custom period's checks before it is applied.

const figures = (from: string, to: string, overrides: Partial<ReportFigures>): ReportFigures => ({
  from,
  to,
  gross: 0,
  discounts: 0,
  refunds: 0,
  net: 0,
  orders: 0,
  average_order_value: 0,
  visits: 0,
  conversion: null,
  carts_abandoned: 0,
  carts_recovered: 0,
  recovered_revenue: 0,
  reviews: 0,
  review_average: null,
  ...overrides,
});

const REPORT: Report = {
  current: figures('2026-01-31', '2026-03-01', {
    gross: 1120,
    orders: 8,
    visits: 400,
    conversion: 0.02,
    carts_abandoned: 5,
    carts_recovered: 2,
    recovered_revenue: 229.9,
    reviews: 4,
    review_average: 4.5,
  }),
  previous: figures('2026-01-01', '2026-01-30', { gross: 1000, orders: 8 }),
  daily: [],
  top_products: [{ code: 'AUR-0011', name: 'Calça Jeans Reta', units: 3, revenue: 689.7 }],
  payment_methods: [],
  freight_options: [
    {
      service: null,
      carrier: null,
      shipping: 0,
      orders: 8,
      revenue: 1120,
      previous_orders: 8,
      previous_revenue: 1000,
    },
  ],
};

describe('FigureCards', () => {
  it('shows each figure beside the previous period, with the change in %', () => {
    render(<FigureCards current={REPORT.current} previous={REPORT.previous} />);
    const gross = screen.getByRole('region', { name: 'Faturamento bruto' });
    expect(gross).toHaveTextContent('R$ 1.120,00');
    expect(gross).toHaveTextContent('+12% em relação ao período anterior');
    expect(gross).toHaveTextContent('Período anterior: R$ 1.000,00');
    const conversion = screen.getByRole('region', { name: 'Conversão' });
    expect(conversion).toHaveTextContent('2,0%');
    expect(conversion).toHaveTextContent('Sem base no período anterior');
    expect(conversion).toHaveTextContent('Período anterior: —');
    expect(screen.getByRole('region', { name: 'Pedidos pagos' })).toHaveTextContent(
      'Igual ao período anterior',
    );
    const stars = screen.getByRole('region', { name: 'Nota média das avaliações' });
    expect(stars).toHaveTextContent('4,5 de 5');
    expect(stars).toHaveTextContent('Período anterior: —');
    expect(screen.getByRole('region', { name: 'Avaliações recebidas' })).toHaveTextContent('4');
    expect(screen.getByRole('region', { name: 'Receita recuperada' })).toHaveTextContent(
      'R$ 229,90',
    );
  });
});

describe('the tables', () => {
  it('list the products, the freight options and the reminded carts of both periods', () => {
    render(
      <>
        <TopProducts rows={REPORT.top_products} />
        <FreightOptions rows={REPORT.freight_options} />
        <RemindedCarts report={REPORT} />
      </>,
    );
    const products = screen.getByRole('region', { name: 'Produtos mais vendidos' });
    expect(within(products).getByRole('row', { name: /Calça Jeans Reta/ })).toHaveTextContent(
      'R$ 689,70',
    );
    expect(screen.getByRole('region', { name: 'Opções de frete' })).toHaveTextContent('Sem frete');
    const carts = screen.getByRole('region', { name: 'Carrinhos abandonados' });
    const current = within(carts).getByRole('row', { name: /Período atual/ });
    expect(
      within(current)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '2', 'R$ 229,90']);
  });
});

describe('PeriodForm', () => {
  it('checks a custom period before applying it, and applies a preset as it is', async () => {
    const user = userEvent.setup();
    const applied: { preset: Preset; from?: string; to?: string }[] = [];
    render(
      <PeriodForm
        choice={{ preset: '30_dias', from: '2026-01-31', to: '2026-03-01' }}
        onApply={(choice) => applied.push(choice)}
      />,
    );
    const period = screen.getByRole('combobox', { name: 'Período' });
    await user.selectOptions(period, 'personalizado');
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Ver relatório' }));
    expect(
      screen.getByText('A data inicial deve ser anterior ou igual à final.'),
    ).toBeInTheDocument();
    expect(applied).toEqual([]);
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Ver relatório' }));
    expect(applied).toEqual([{ preset: 'personalizado', from: '2026-03-10', to: '2026-03-31' }]);
    await user.selectOptions(period, 'mes_passado');
    await user.click(screen.getByRole('button', { name: 'Ver relatório' }));
    expect(applied.at(-1)).toEqual({ preset: 'mes_passado' });
  });
});
