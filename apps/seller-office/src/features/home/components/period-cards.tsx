import type { SalesOverview } from '@vitrine/contract/sales';
import { formatBRL } from '@vitrine/domain/money';
import { useId } from 'react';
import { revenueChange } from '../format.ts';
import { homeMessages as t } from '../messages.ts';

type SalesPeriod = SalesOverview['periods'][number];

// The arrow and the sign say the direction; the colour only repeats them (WCAG 1.4.1).
const ARROWS = { up: '▲', down: '▼', same: '=', 'no-previous': '–' } as const;

function PeriodCard({ period }: { period: SalesPeriod }) {
  const headingId = useId();
  const change = revenueChange(period.revenue, period.previous_revenue);
  return (
    <section className="office-card home-period" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-period__name">
        {t.periods.name[period.period]}
      </h2>
      <dl className="home-period__figures">
        <div className="home-period__revenue">
          <dt>{t.periods.revenue}</dt>
          <dd>{formatBRL(period.revenue)}</dd>
        </div>
        <div className="home-period__orders">
          <dt>{t.periods.orders}</dt>
          <dd>{period.orders.toLocaleString('pt-BR')}</dd>
        </div>
      </dl>
      <p className={`home-period__change home-period__change--${change.kind}`}>
        <span aria-hidden="true">{ARROWS[change.kind]} </span>
        {change.text}
      </p>
      <p className="home-period__previous">
        {t.periods.previous(
          t.periods.previousName[period.period],
          formatBRL(period.previous_revenue),
          period.previous_orders,
        )}
      </p>
    </section>
  );
}

/** Today, the last 7 and the last 30 days, each against the period just before it. */
export function PeriodCards({ periods }: { periods: SalesOverview['periods'] }) {
  return (
    <div className="home-periods" role="group" aria-label={t.periods.label}>
      {periods.map((period) => (
        <PeriodCard key={period.period} period={period} />
      ))}
    </div>
  );
}
