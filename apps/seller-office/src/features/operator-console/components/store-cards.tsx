import type { OperatorStoreRow } from '@vitrine/contract/operators';
import { formatDate } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Link } from 'react-router';
import { CONSOLE_PATHS } from '../../../lib/paths.ts';
import { formatStorage, listMessages as t } from '../messages.ts';
import { StateBadge } from './state-badge.tsx';

/**
 * One page of the stores, each a card (a phone reads it top to bottom; a wide screen lays the
 * cards side by side): its name leading to its page, where shoppers find it, its state, when
 * it was created and its figures.
 */
export function StoreCards({ stores, busy }: { stores: OperatorStoreRow[]; busy: boolean }) {
  return (
    <ul className="console-stores" aria-label={t.list} aria-busy={busy || undefined}>
      {stores.map((store) => (
        <li key={store._id} className="console-store">
          <div className="console-store__head">
            <h2>
              <Link to={CONSOLE_PATHS.store(store._id)}>{store.name}</Link>
            </h2>
            <StateBadge store={store} />
          </div>
          <p className="console-store__host">{store.host}</p>
          <p className="office-hint">{t.created(formatDate(store.created_at))}</p>
          <dl className="console-figures">
            <div>
              <dt>{t.orders}</dt>
              <dd>{store.orders_30d.toLocaleString('pt-BR')}</dd>
            </div>
            <div>
              <dt>{t.revenue}</dt>
              <dd>{formatBRL(store.revenue_30d)}</dd>
            </div>
            <div>
              <dt>{t.products}</dt>
              <dd>{store.products.toLocaleString('pt-BR')}</dd>
            </div>
            <div>
              <dt>{t.images}</dt>
              <dd>{formatStorage(store.image_bytes)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
