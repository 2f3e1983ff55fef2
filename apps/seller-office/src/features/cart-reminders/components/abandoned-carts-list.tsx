import {
  ABANDONED_CART_STATUS_LABELS,
  type AbandonedCartList,
} from '@vitrine/contract/cart-reminders';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { cartsSearch } from '../list-page.ts';
import { cartRemindersMessages as t } from '../messages.ts';

/** The carts reminded: one card each (a list, not a table: it reads the same at 360 px). */
export function AbandonedCartsList({ data }: { data: AbandonedCartList }) {
  if (data.total === 0) return <p>{t.empty}</p>;
  return (
    <>
      <ul className="reminded-carts" aria-label={t.listLabel}>
        {data.items.map((cart) => (
          <li key={cart.id} className="office-card reminded-carts__item">
            <div className="reminded-carts__head">
              <h3 className="reminded-carts__name">{cart.customer_name}</h3>
              <span className="reminded-carts__state" data-status={cart.status}>
                {ABANDONED_CART_STATUS_LABELS[cart.status]}
              </span>
            </div>
            <p className="reminded-carts__email">{cart.customer_email}</p>
            <p>
              {t.value}: <strong>{formatBRL(cart.value)}</strong> ·{' '}
              {t.reminders(cart.reminders_sent)}
            </p>
            <p className="office-hint">
              {t.lastAt(formatDateTime(cart.last_reminder_at, ', '))}
              {cart.order_code && ` · ${t.order(cart.order_code)}`}
            </p>
          </li>
        ))}
      </ul>
      <ListPagination
        page={data.page}
        pages={data.total_pages}
        summary={t.total(data.total)}
        labels={t}
        searchFor={cartsSearch}
      />
    </>
  );
}
