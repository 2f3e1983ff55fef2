import type { SalesOverview } from '@vitrine/contract/sales';
import { lazy, Suspense, useId, useMemo } from 'react';
import { homeMessages as t } from '../messages.ts';
import '../../../shared/daily-chart/daily-chart.css';
import { DailyTable } from './daily-table.tsx';

// The chart library arrives with this screen only, after its numbers are on it.
const DailyChart = lazy(() => import('../../../shared/daily-chart/daily-chart.tsx'));
const LABELS = { day: t.daily.day, series: t.daily.series };

/** 30 days of sales: the chart for the eye, the table for screen readers and keyboards. */
export function DailySales({ daily }: { daily: SalesOverview['daily'] }) {
  const headingId = useId();
  const points = useMemo(
    () => daily.map((point) => ({ day: point.day, value: point.revenue })),
    [daily],
  );
  return (
    <section className="office-card home-daily" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.daily.heading}</h2>
      <Suspense
        fallback={
          <div className="office-chart office-chart--loading home-chart" aria-hidden="true">
            {t.daily.loading}
          </div>
        }
      >
        <DailyChart points={points} labels={LABELS} className="home-chart" />
      </Suspense>
      <DailyTable daily={daily} />
    </section>
  );
}
