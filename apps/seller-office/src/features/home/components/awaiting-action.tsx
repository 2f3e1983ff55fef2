import { AWAITING_SHIPMENT } from '@vitrine/contract/sales';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { homeMessages as t } from '../messages.ts';

/**
 * The sales list filtered to what the seller has to send (spec §2 minhas-vendas): paid or in
 * separation, the same sales the API counts.
 */
export const AWAITING_SALES_HREF = `${PATHS.sales}?status=${AWAITING_SHIPMENT}`;

/** The call to action: paid sales not yet shipped, one click from the filtered list. */
export function AwaitingAction({ count }: { count: number }) {
  if (count === 0) {
    return (
      <section className="office-card home-awaiting home-awaiting--none">
        <h2 className="home-awaiting__heading">{t.awaiting.heading}</h2>
        <p>{t.awaiting.none}</p>
      </section>
    );
  }
  return (
    <section className="office-card home-awaiting">
      <h2 className="home-awaiting__heading">{t.awaiting.heading}</h2>
      <p className="home-awaiting__count">
        <Link to={AWAITING_SALES_HREF}>{t.awaiting.count(count)}</Link>
      </p>
      <p className="home-awaiting__hint">{t.awaiting.hint}</p>
    </section>
  );
}
