import { useSuspenseQuery } from '@tanstack/react-query';
import { salesOverviewQueryOptions } from '@vitrine/api-client/queries/get-sales-overview';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useMayUse } from '../../../lib/permissions.tsx';
import { DailySales } from '../components/daily-sales.tsx';
import { LatestSales } from '../components/latest-sales.tsx';
import { HomeSide } from '../components/home-side.tsx';
import { PeriodCards } from '../components/period-cards.tsx';
import { StoreStatusCard } from '../components/store-status.tsx';
import { homeMessages as t } from '../messages.ts';
import '../home.css';

/**
 * spec §2 /vendedor, the seller's home: where the store is in its life (the first-run checklist
 * until it opens, then pause and reopen; for the roles that set the store up), revenue against
 * the previous period, what waits to be sent, 30 days of sales and the latest ones
 * (GET /sales/overview and GET /store/checklist, prefetched by the route).
 */
export function HomeScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data } = useSuspenseQuery(salesOverviewQueryOptions(api));
  const setsUpStore = useMayUse('settings');
  return (
    <div className="home">
      <h1 className="home__heading">{t.heading}</h1>
      {setsUpStore ? <StoreStatusCard /> : null}
      <div className="home__summary">
        <PeriodCards periods={data.periods} />
        <HomeSide awaitingAction={data.awaiting_action} />
      </div>
      <DailySales daily={data.daily} />
      <LatestSales sales={data.latest} />
    </div>
  );
}
