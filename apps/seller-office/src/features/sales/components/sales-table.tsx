import type { SaleSort, SaleSummary } from '@vitrine/contract/sales';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import {
  fulfillmentStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
} from '@vitrine/contract/orders';
import { listMessages as t } from '../messages.ts';

/** What the detail's "back" link returns to: the list as the seller left it. */
export type SaleLinkState = { listSearch: string };

type Props = {
  sales: SaleSummary[];
  sort: SaleSort;
  onSort: (sort: SaleSort) => void;
  /** The list's search (filters, sort, page), carried to the detail for its back link. */
  listSearch: string;
  busy: boolean;
};

type SortableColumn = { descending: SaleSort; ascending: SaleSort };
const DATE: SortableColumn = { descending: 'recentes', ascending: 'antigas' };
const TOTAL: SortableColumn = { descending: 'maior_valor', ascending: 'menor_valor' };

function ariaSort(column: SortableColumn, sort: SaleSort) {
  if (sort === column.descending) return 'descending';
  if (sort === column.ascending) return 'ascending';
  return undefined;
}

/** A header that orders the list: descending first (newest, highest), again to flip. */
function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric = false,
}: {
  label: string;
  column: SortableColumn;
  sort: SaleSort;
  onSort: (sort: SaleSort) => void;
  numeric?: boolean;
}) {
  const direction = ariaSort(column, sort);
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'sales-table__number' : undefined}>
      <button
        type="button"
        className="sales-table__sort"
        onClick={() => onSort(direction === 'descending' ? column.ascending : column.descending)}
      >
        {label}
        <span aria-hidden="true" className="sales-table__arrow">
          {direction === 'descending' ? '▼' : direction === 'ascending' ? '▲' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** spec §2 minhas-vendas: one row per sale, its code opening the detail. */
export function SalesTable({ sales, sort, onSort, listSearch, busy }: Props) {
  const state: SaleLinkState = { listSearch };
  return (
    <div className="sales-table__scroll office-scroll-x">
      <table
        className="sales-table"
        aria-busy={busy || undefined}
        aria-describedby="sales-sort-hint"
      >
        <caption>
          {t.caption}
          <span id="sales-sort-hint" className="sales-table__hint">
            {t.sortHint(t.sortedBy[sort])}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.code}</th>
            <SortHeader label={t.columns.date} column={DATE} sort={sort} onSort={onSort} />
            <th scope="col">{t.columns.buyer}</th>
            <SortHeader
              label={t.columns.total}
              column={TOTAL}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <th scope="col">{t.columns.method}</th>
            <th scope="col">{t.columns.payment}</th>
            <th scope="col">{t.columns.fulfillment}</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.code}>
              <th scope="row">
                <Link to={PATHS.sale(sale.code)} state={state} className="sales-table__code">
                  {sale.code}
                </Link>
              </th>
              <td>
                <time dateTime={sale.created_at}>{formatDateTime(sale.created_at)}</time>
              </td>
              <td>{sale.customer_name}</td>
              <td className="sales-table__number">{formatBRL(sale.total)}</td>
              <td>{PAYMENT_METHOD_LABELS[sale.payment_method]}</td>
              <td>
                <span className="sales-status" data-status={sale.status}>
                  {paymentStatusLabel(sale.status)}
                </span>
              </td>
              <td>{fulfillmentStatusLabel(sale.status)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
