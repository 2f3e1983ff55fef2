import { useSuspenseQuery } from '@tanstack/react-query';
import { salesOverviewQueryOptions } from '@vitrine/api-client/queries/get-sales-overview';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { DailySales } from '../components/daily-sales.tsx';
import { LatestSales } from '../components/latest-sales.tsx';
import { HomeSide } from '../components/home-side.tsx';
import { PeriodCards } from '../components/period-cards.tsx';
import { homeMessages as t } from '../messages.ts';
import '../home.css';

/**
 * spec §2 /vendedor, the seller's home: revenue against the previous period, what waits to be
 * sent, 30 days of sales and the latest ones (GET /sales/overview, prefetched by the route).
 */
export function HomeScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data } = useSuspenseQuery(salesOverviewQueryOptions(api));
  return (
    <div className="home">
      <h1 className="home__heading">{t.heading}</h1>
      <div className="home__summary">
        <PeriodCards periods={data.periods} />
        <HomeSide awaitingAction={data.awaiting_action} />
      </div>
      <DailySales daily={data.daily} />
      <LatestSales sales={data.latest} />
    </div>
  );
}
