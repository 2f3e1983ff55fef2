import type { SaleSummary } from '@vitrine/contract/sales';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { homeMessages as t } from '../messages.ts';

/** The newest sales, each a link to its detail, and the way to all of them. */
export function LatestSales({ sales }: { sales: SaleSummary[] }) {
  const headingId = useId();
  return (
    <section className="office-card home-latest" aria-labelledby={headingId}>
      <div className="home-latest__header">
        <h2 id={headingId}>{t.latest.heading}</h2>
        {sales.length > 0 ? <Link to={PATHS.sales}>{t.latest.all}</Link> : null}
      </div>
      {sales.length === 0 ? (
        <div className="home-latest__empty">
          <p className="home-latest__empty-title">{t.latest.empty}</p>
          <p>{t.latest.emptyHint}</p>
        </div>
      ) : (
        // A phone shows each sale as a card (home.css); a screen a little wider than a phone
        // may scroll the table sideways, and the region takes focus so a keyboard can too.
        <div
          className="home-table-scroll"
          role="region"
          aria-label={t.latest.tableRegion}
          tabIndex={0}
        >
          <table className="home-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t.latest.code}</th>
                <th scope="col">{t.latest.date}</th>
                <th scope="col">{t.latest.customer}</th>
                <th scope="col">{t.latest.status}</th>
                <th scope="col" className="home-table__number">
                  {t.latest.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.map((sale) => (
                <tr key={sale.code}>
                  <th scope="row">
                    <Link to={PATHS.sale(sale.code)} aria-label={t.latest.sale(sale.code)}>
                      {sale.code}
                    </Link>
                  </th>
                  <td className="home-table__date">{formatDateTime(sale.created_at)}</td>
                  <td className="home-table__customer">{sale.customer_name}</td>
                  <td className="home-table__status">{sale.status_label}</td>
                  <td className="home-table__number">{formatBRL(sale.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
