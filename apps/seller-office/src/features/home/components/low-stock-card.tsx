import { useQuery } from '@tanstack/react-query';
import { lowStockQueryOptions } from '@vitrine/api-client/queries/get-low-stock';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { homeMessages } from '../messages.ts';

const t = homeMessages.lowStock;

/** The products list filtered to what is at or under its low-stock threshold. */
export const LOW_STOCK_HREF = `${PATHS.products}?stock=baixo`;

/**
 * "Estoque baixo": how many sold variations are at or under the threshold their seller set,
 * the first few by name, and the filtered list one click away. Read beside the figures, not
 * before them: a failure here leaves the rest of the home as it is.
 */
/** The card's frame: its heading names it (a region), a quiet border when nothing is low. */
function Card({ quiet, children }: { quiet: boolean; children: ReactNode }) {
  return (
    <section
      className={`office-card home-awaiting ${quiet ? 'home-awaiting--none' : 'home-low-stock'}`}
      aria-labelledby="home-low-stock"
    >
      <h2 className="home-awaiting__heading" id="home-low-stock">
        {t.heading}
      </h2>
      {children}
    </section>
  );
}

export function LowStockCard() {
  const api = useApi();
  const { data, error } = useQuery(lowStockQueryOptions(api));
  if (error || !data || data.count === 0) {
    return (
      <Card quiet>
        <p>{error ? t.failed : !data ? t.loading : t.none}</p>
      </Card>
    );
  }
  return (
    <Card quiet={false}>
      <p className="home-awaiting__count">
        <Link to={LOW_STOCK_HREF}>{t.count(data.count)}</Link>
      </p>
      <ul className="home-low-stock__items">
        {data.items.map((item) => (
          <li key={item.variation_id}>
            <Link to={PATHS.product(item.product_id)}>
              {t.item(item.product_name, item.variation_name)}
            </Link>{' '}
            <span className="home-awaiting__hint">{t.left(item.stock)}</span>
          </li>
        ))}
      </ul>
      <p className="home-awaiting__hint">{t.hint}</p>
    </Card>
  );
}
