import { useMayUse } from '../../../lib/permissions.tsx';
import { AwaitingAction } from './awaiting-action.tsx';
import { LowStockCard } from './low-stock-card.tsx';

/** The home's side cards: what waits to be sent, and low stock for a role that sees the catalog. */
export function HomeSide({ awaitingAction }: { awaitingAction: number }) {
  const seesCatalog = useMayUse('catalog');
  return (
    <div className="home__side">
      <AwaitingAction count={awaitingAction} />
      {seesCatalog ? <LowStockCard /> : null}
    </div>
  );
}
