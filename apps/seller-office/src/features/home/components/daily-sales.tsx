import type { SalesOverview } from '@vitrine/contract/sales';
import { lazy, Suspense, useId } from 'react';
import { homeMessages as t } from '../messages.ts';
import { DailyTable } from './daily-table.tsx';

// The chart library arrives with this screen only, after its numbers are on it.
const DailyChart = lazy(() => import('./daily-chart.tsx'));

/** 30 days of sales: the chart for the eye, the table for screen readers and keyboards. */
export function DailySales({ daily }: { daily: SalesOverview['daily'] }) {
  const headingId = useId();
  return (
    <section className="office-card home-daily" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.daily.heading}</h2>
      <Suspense
        fallback={
          <div className="home-chart home-chart--loading" aria-hidden="true">
            {t.daily.loading}
          </div>
        }
      >
        <DailyChart daily={daily} />
      </Suspense>
      <DailyTable daily={daily} />
    </section>
  );
}
