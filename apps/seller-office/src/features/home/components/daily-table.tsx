import type { SalesOverview } from '@vitrine/contract/sales';
import { formatDayMonth } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { homeMessages as t } from '../messages.ts';

/** The chart's numbers as a table: what screen readers (and anyone who prefers it) read. */
export function DailyTable({ daily }: { daily: SalesOverview['daily'] }) {
  return (
    <details className="home-daily__details">
      <summary>{t.daily.tableToggle}</summary>
      <div className="home-daily__table-wrap">
        <table className="home-table">
          <caption>{t.daily.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.daily.day}</th>
              <th scope="col" className="home-table__number">
                {t.daily.orders}
              </th>
              <th scope="col" className="home-table__number">
                {t.daily.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatDayMonth(point.day)}</th>
                <td className="home-table__number">{point.orders.toLocaleString('pt-BR')}</td>
                <td className="home-table__number">{formatBRL(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
