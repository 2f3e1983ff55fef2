import type { Report } from '@vitrine/contract/reports';
import { formatDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { lazy, Suspense, useId, useMemo } from 'react';
import '../../../shared/daily-chart/daily-chart.css';
import { reportsMessages as t } from '../messages.ts';

// The chart library arrives with this screen only, after its numbers are on it.
const DailyChart = lazy(() => import('../../../shared/daily-chart/daily-chart.tsx'));
const LABELS = { day: t.daily.day, series: t.daily.series };

/** The period's revenue a day: the chart for the eye, the table for screen readers and keyboards. */
export function DailyReport({ daily }: { daily: Report['daily'] }) {
  const headingId = useId();
  const points = useMemo(
    () => daily.map((point) => ({ day: point.day, value: point.revenue })),
    [daily],
  );
  return (
    <section className="office-card reports-daily" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.daily.heading}</h2>
      <Suspense
        fallback={
          <div className="office-chart office-chart--loading reports-chart" aria-hidden="true">
            {t.daily.loading}
          </div>
        }
      >
        <DailyChart points={points} labels={LABELS} className="reports-chart" />
      </Suspense>
      <details className="reports-daily__details">
        <summary>{t.daily.tableToggle}</summary>
        {/* Focusable: a keyboard scrolls a year's days (axe scrollable-region-focusable). */}
        <div
          className="reports-table-scroll"
          tabIndex={0}
          role="group"
          aria-label={t.daily.caption}
        >
          <table className="reports-table">
            <caption>{t.daily.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.daily.day}</th>
                <th scope="col" className="reports-table__number">
                  {t.daily.orders}
                </th>
                <th scope="col" className="reports-table__number">
                  {t.daily.visits}
                </th>
                <th scope="col" className="reports-table__number">
                  {t.daily.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((point) => (
                <tr key={point.day}>
                  <th scope="row">{formatDay(point.day)}</th>
                  <td className="reports-table__number" data-label={t.daily.orders}>
                    {point.orders.toLocaleString('pt-BR')}
                  </td>
                  <td className="reports-table__number" data-label={t.daily.visits}>
                    {point.visits.toLocaleString('pt-BR')}
                  </td>
                  <td className="reports-table__number" data-label={t.daily.revenue}>
                    {formatBRL(point.revenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
