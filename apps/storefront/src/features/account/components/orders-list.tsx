import { useSuspenseQuery } from '@tanstack/react-query';
import { ordersQueryOptions } from '@vitrine/api-client/queries/get-orders';
import type { OrderStatus } from '@vitrine/contract/orders';
import { formatDate } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { orderDetailPath } from '../../../lib/paths.ts';
import { type OrdersPage } from '../api/orders-url.ts';
import { ordersMessages as t } from '../messages.ts';

/** A status chip: its text is the API's pt-BR label; its colour only repeats it. */
export function StatusChip({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`order-status order-status--${status}`}>{label}</span>;
}

/** The same list (same filter) at another page. */
function pageHref(query: OrdersPage, page: number) {
  const search = new URLSearchParams();
  if (query.status) search.set('situacao', query.status);
  if (page > 1) search.set('pagina', String(page));
  return `?${search.toString()}`;
}

/** spec §2 /minha-conta/meus-pedidos: one page of the shopper's orders, newest first (the API's order). */
export function OrdersList({ query }: { query: OrdersPage }) {
  const api = useBrowserApi();
  const { data } = useSuspenseQuery(ordersQueryOptions(api, query));
  const { page } = query;

  if (data.total === 0 && query.status) {
    return <p className="orders-empty">{t.filter.none}</p>;
  }
  if (data.total === 0) {
    return (
      <div className="orders-empty">
        <h2>{t.empty.title}</h2>
        <p>{t.empty.text}</p>
        <Button asChild>
          <Link to="/">{t.empty.browse}</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="orders-list" aria-label={t.listLabel}>
        {data.items.map((order) => (
          <li key={order.code} className="orders-list__item">
            <h2 className="orders-list__code">
              <Link to={orderDetailPath(order.code)}>{t.order(order.code)}</Link>
            </h2>
            <StatusChip status={order.status} label={order.status_label} />
            <dl className="orders-list__facts">
              <div>
                <dt>{t.placedOn}</dt>
                <dd>{formatDate(order.created_at)}</dd>
              </div>
              <div>
                <dt>{t.total}</dt>
                <dd>{formatBRL(order.total)}</dd>
              </div>
              <div>
                <dt>{t.payment}</dt>
                <dd>{t.methods[order.payment_method]}</dd>
              </div>
            </dl>
            {order.first_item ? (
              <p className="orders-list__items">
                {order.first_item.name}
                {order.items_count > 1 ? ` + ${t.items(order.items_count - 1)}` : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {data.total_pages > 1 ? (
        <nav className="orders-pagination" aria-label={t.pagination.label}>
          {page > 1 ? <Link to={pageHref(query, page - 1)}>{t.pagination.previous}</Link> : null}
          <span aria-current="page">{t.pagination.current(page, data.total_pages)}</span>
          {page < data.total_pages ? (
            <Link to={pageHref(query, page + 1)}>{t.pagination.next}</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
