import { PAYMENT_METHOD_LABELS } from '@vitrine/contract/orders';
import type { Report } from '@vitrine/contract/reports';
import { formatBRL } from '@vitrine/domain/money';
import { useId, type ReactNode } from 'react';
import { freightLabel } from '../model.ts';
import { reportsMessages as t } from '../messages.ts';

const count = (value: number) => value.toLocaleString('pt-BR');

/** A card with a heading and a table that scrolls sideways in its own box on a narrow screen. */
function TableCard({
  heading,
  hint,
  empty,
  children,
}: {
  heading: string;
  hint?: string;
  empty: string | null;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="office-card reports-table-card" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {hint && <p className="office-hint">{hint}</p>}
      {empty ? (
        <p>{empty}</p>
      ) : (
        // A narrow card shows each row as a block of its own, named cells (reports.css): nothing
        // scrolls sideways.
        children(id)
      )}
    </section>
  );
}

export function TopProducts({ rows }: { rows: Report['top_products'] }) {
  return (
    <TableCard heading={t.products.heading} empty={rows.length ? null : t.products.empty}>
      {() => (
        <table className="reports-table">
          <thead>
            <tr>
              <th scope="col">{t.products.product}</th>
              <th scope="col" className="reports-table__number">
                {t.products.units}
              </th>
              <th scope="col" className="reports-table__number">
                {t.products.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">
                  {row.name} <span className="reports-table__code">{row.code}</span>
                </th>
                <td className="reports-table__number" data-label={t.products.units}>
                  {count(row.units)}
                </td>
                <td className="reports-table__number" data-label={t.products.revenue}>
                  {formatBRL(row.revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

type RevenueRow = {
  orders: number;
  revenue: number;
  previous_orders: number;
  previous_revenue: number;
};

function RevenueTable<T extends RevenueRow>({
  heading,
  first,
  rows,
  keyOf,
  labelOf,
  extra,
}: {
  heading: string;
  first: string;
  rows: readonly T[];
  keyOf: (row: T) => string;
  labelOf: (row: T) => string;
  extra?: { label: string; value: (row: T) => string };
}) {
  return (
    <TableCard heading={heading} empty={rows.length ? null : t.table.empty}>
      {() => (
        <table className="reports-table">
          <thead>
            <tr>
              <th scope="col">{first}</th>
              <th scope="col" className="reports-table__number">
                {t.table.orders}
              </th>
              {extra && (
                <th scope="col" className="reports-table__number">
                  {extra.label}
                </th>
              )}
              <th scope="col" className="reports-table__number">
                {t.table.revenue}
              </th>
              <th scope="col" className="reports-table__number">
                {t.table.previousOrders}
              </th>
              <th scope="col" className="reports-table__number">
                {t.table.previousRevenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={keyOf(row)}>
                <th scope="row">{labelOf(row)}</th>
                <td className="reports-table__number" data-label={t.table.orders}>
                  {count(row.orders)}
                </td>
                {extra && (
                  <td className="reports-table__number" data-label={extra.label}>
                    {extra.value(row)}
                  </td>
                )}
                <td className="reports-table__number" data-label={t.table.revenue}>
                  {formatBRL(row.revenue)}
                </td>
                <td className="reports-table__number" data-label={t.table.previousOrders}>
                  {count(row.previous_orders)}
                </td>
                <td className="reports-table__number" data-label={t.table.previousRevenue}>
                  {formatBRL(row.previous_revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

export function PaymentMethods({ rows }: { rows: Report['payment_methods'] }) {
  return (
    <RevenueTable
      heading={t.methods.heading}
      first={t.methods.method}
      rows={rows}
      keyOf={(row) => row.method}
      labelOf={(row) => PAYMENT_METHOD_LABELS[row.method]}
    />
  );
}

export function FreightOptions({ rows }: { rows: Report['freight_options'] }) {
  return (
    <RevenueTable
      heading={t.freight.heading}
      first={t.freight.option}
      rows={rows}
      keyOf={(row) => `${row.service ?? ''}/${row.carrier ?? ''}`}
      labelOf={freightLabel}
      extra={{ label: t.freight.shipping, value: (row) => formatBRL(row.shipping) }}
    />
  );
}

/** The reminders' carts, the period's and the previous one's. */
export function RemindedCarts({ report }: { report: Report }) {
  return (
    <TableCard heading={t.carts.heading} hint={t.carts.hint} empty={null}>
      {() => (
        <table className="reports-table reports-carts">
          <thead>
            <tr>
              <th scope="col">{t.carts.period}</th>
              <th scope="col" className="reports-table__number">
                {t.figures.carts_abandoned}
              </th>
              <th scope="col" className="reports-table__number">
                {t.figures.carts_recovered}
              </th>
              <th scope="col" className="reports-table__number">
                {t.figures.recovered_revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                [t.carts.current, report.current],
                [t.carts.previous, report.previous],
              ] as const
            ).map(([label, figures]) => (
              <tr key={label}>
                <th scope="row">
                  {label}{' '}
                  <span className="reports-table__code">{t.range(figures.from, figures.to)}</span>
                </th>
                <td className="reports-table__number" data-label={t.figures.carts_abandoned}>
                  {count(figures.carts_abandoned)}
                </td>
                <td className="reports-table__number" data-label={t.figures.carts_recovered}>
                  {count(figures.carts_recovered)}
                </td>
                <td className="reports-table__number" data-label={t.figures.recovered_revenue}>
                  {formatBRL(figures.recovered_revenue)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}
