import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@vitrine/contract/orders';
import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { statusFromUrl } from '../api/orders-url.ts';
import { ordersMessages as t } from '../messages.ts';

/**
 * The list's status filter, kept in the URL (?situacao=) like its page: choosing one goes back
 * to page 1 of the filtered list.
 */
export function StatusFilter() {
  const id = useId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="orders-filter">
      <label htmlFor={id}>{t.filter.label}</label>
      <select
        id={id}
        value={statusFromUrl(search) ?? ''}
        onChange={(event) => {
          const status = event.target.value;
          void navigate(status ? `?situacao=${status}` : '?');
        }}
      >
        <option value="">{t.filter.all}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
