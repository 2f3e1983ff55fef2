import { useSuspenseQuery } from '@tanstack/react-query';
import { saleQueryOptions } from '@vitrine/api-client/queries/get-sale';
import { formatDateTime } from '@vitrine/domain/dates';
import { TrackingLink } from '@vitrine/ui/tracking-link';
import { useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { SaleActions } from '../components/sale-actions.tsx';
import { SaleInvoiceEvents } from '../components/sale-invoice-events.tsx';
import { SaleInvoiceSection } from '../components/sale-invoice-section.tsx';
import { SaleRefunds } from '../components/sale-refunds.tsx';
import { SaleBuyer, SaleItems, SalePayment, SaleTimeline } from '../components/sale-sections.tsx';
import type { SaleLinkState } from '../components/sales-table.tsx';
import { fulfillmentStatusLabel, paymentStatusLabel } from '@vitrine/contract/orders';
import { detailMessages as t } from '../messages.ts';
import '../sales.css';

/** The list's search the seller came from (kept in the history entry), so "back" keeps filters. */
function useListSearch(): string {
  const state = useLocation().state as Partial<SaleLinkState> | null;
  const search = state?.listSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : '';
}

/**
 * spec §2 /vendedor/minha-conta/minhas-vendas/{code}: items, buyer and address, payment, the
 * timeline, and the moves the status allows. Another store's code never gets here (the
 * loader's 404 is the error page's "Page Not Found").
 */
export function SaleDetailScreen() {
  const { code = '' } = useParams();
  const api = useApi();
  const { data: sale } = useSuspenseQuery(saleQueryOptions(api, code));
  const statusRef = useRef<HTMLDivElement>(null);
  const listSearch = useListSearch();
  useTitle(t.title(sale.code));

  return (
    <div className="office-page">
      <p>
        <Link to={{ pathname: PATHS.sales, search: listSearch }}>
          <span aria-hidden="true">← </span>
          {t.back}
        </Link>
      </p>
      <header className="office-page__header sale__header">
        <h1>{t.title(sale.code)}</h1>
        <p>{t.placedOn(formatDateTime(sale.created_at))}</p>
      </header>
      <div
        className="sale__status office-card"
        ref={statusRef}
        tabIndex={-1}
        aria-labelledby="sale-status-title"
        role="group"
      >
        <h2 id="sale-status-title">{t.status}</h2>
        <dl className="sale-facts sale-facts--row">
          <div>
            <dt>{t.saleStatus}</dt>
            <dd>
              <span className="sales-status" data-status={sale.status}>
                {sale.status_label}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.payment}</dt>
            <dd>{paymentStatusLabel(sale.status, sale.refund_state)}</dd>
          </div>
          <div>
            <dt>{t.fulfillment}</dt>
            <dd>{fulfillmentStatusLabel(sale.status)}</dd>
          </div>
          {sale.shipping_carrier ? (
            <div>
              <dt>{t.shippedBy}</dt>
              <dd>{sale.shipping_carrier.name}</dd>
            </div>
          ) : null}
          {sale.tracking_code ? (
            <div>
              <dt>{t.tracking}</dt>
              <dd className="sale-facts__code">
                <TrackingLink
                  code={sale.tracking_code}
                  url={sale.tracking_url}
                  carrier={sale.shipping_carrier?.slug ?? null}
                />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <SaleActions sale={sale} statusRef={statusRef} />
      <SaleInvoiceEvents code={sale.code} />
      <div className="sale__grid">
        <SaleItems sale={sale} />
        <SaleBuyer sale={sale} />
        <SalePayment sale={sale} />
        <SaleRefunds sale={sale} />
        {/* After the moves' sections: the note arrives after the sale and changes while it is
            on its way, and moves nothing the seller may be using above it. */}
        <SaleInvoiceSection code={sale.code} />
        <SaleTimeline sale={sale} />
      </div>
    </div>
  );
}
