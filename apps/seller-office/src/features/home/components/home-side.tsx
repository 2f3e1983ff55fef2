import { useMayUse } from '../../../lib/permissions.tsx';
import { AwaitingAction } from './awaiting-action.tsx';
import { LowStockCard } from './low-stock-card.tsx';
import { StoreUsageCard } from './store-usage-card.tsx';

/**
 * The home's side cards: what waits to be sent, low stock for a role that sees the catalog, and
 * the store's usage beside its limits.
 */
export function HomeSide({ awaitingAction }: { awaitingAction: number }) {
  const seesCatalog = useMayUse('catalog');
  return (
    <div className="home__side">
      <AwaitingAction count={awaitingAction} />
      {seesCatalog ? <LowStockCard /> : null}
      <StoreUsageCard />
    </div>
  );
}
