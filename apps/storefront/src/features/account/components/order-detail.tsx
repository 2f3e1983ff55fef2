import { useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@vitrine/contract/orders';
import { formatDate, formatDateTime, formatDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { OrderAddress, OrderFreightLine } from '@vitrine/ui/order-address';
import { OrderSums } from '@vitrine/ui/order-sums';
import { OrderRefunds, RefundDestinationLines } from '@vitrine/ui/order-refunds';
import { OrderTimeline } from '@vitrine/ui/order-timeline';
import { TrackingLink } from '@vitrine/ui/tracking-link';
import { Link } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { CopyButton } from '../../../shared/copy-button.tsx';
import { cardBrandName as brandName } from '@vitrine/domain/card';
import { applyMask, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { formatBoletoLine } from '../../../shared/boleto-line.ts';
import { paymentScreenPath } from '../../../shared/checkout-paths.ts';
import { orderDetailMessages as t, refundMessages } from '../messages.ts';
import { OrderInvoice } from './order-invoice.tsx';
import { RefundDestinationForm } from './refund-destination-form.tsx';
import { StatusChip } from './orders-list.tsx';
import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';

/** Server-drawn pictures of the payment (checkout's payment-art.server.ts): paths only. */
export type PaymentArt = { qrSvg: string | null; barcodeSvg: string | null };

function Payment({ order, art }: { order: Order; art: PaymentArt }) {
  const { payment } = order;
  const pending = order.status === 'aguardando_pagamento';
  if (payment.method === 'card') {
    return (
      <>
        <p>{t.card(brandName(payment.brand), payment.last4)}</p>
        <p>{t.installments(payment.installments, formatBRL(payment.installment_amount))}</p>
      </>
    );
  }
  if (payment.method === 'pix') {
    if (!pending) return <p>{t.pixPaid}</p>;
    return (
      <>
        <p>{t.pixPending}</p>
        {art.qrSvg ? (
          <div
            className="order-detail__qr"
            role="img"
            aria-label={t.pixQr}
            // The server's drawing of the pix code (qrcode): paths only.
            dangerouslySetInnerHTML={{ __html: art.qrSvg }}
          />
        ) : null}
        <label className="order-detail__label" htmlFor="order-pix-code">
          {t.pixCode}
        </label>
        <textarea
          id="order-pix-code"
          className="order-detail__pix-code"
          readOnly
          rows={3}
          value={payment.payload}
        />
        <CopyButton text={payment.payload} sourceId="order-pix-code" />
        <p>{t.pixExpires(formatDateTime(payment.expires_at, t.dateTimeJoin))}</p>
      </>
    );
  }
  if (!pending) return <p>{t.boletoPaid}</p>;
  const line = formatBoletoLine(payment.line);
  return (
    <>
      <p>{t.boletoDue(formatDay(payment.due_date))}</p>
      <p className="order-detail__label">{t.boletoLine}</p>
      <p id="order-boleto-line" className="order-detail__boleto-line">
        {line}
      </p>
      <CopyButton text={payment.line} sourceId="order-boleto-line" />
      {art.barcodeSvg ? (
        <div
          className="order-detail__barcode"
          role="img"
          aria-label={t.boletoBarcode(line)}
          // The server's drawing of the barcode (bwip-js) from the line's digits: paths only.
          dangerouslySetInnerHTML={{ __html: art.barcodeSvg }}
        />
      ) : null}
      <p>
        <Link to={paymentScreenPath('boleto', order.code)}>{t.boletoPrint}</Link>
      </p>
    </>
  );
}

/** spec §2 /minha-conta/meus-pedidos/{code}: one of the shopper's orders, whole. */
export function OrderDetail({ code, art }: { code: string; art: PaymentArt }) {
  const api = useBrowserApi();
  const { data: order } = useSuspenseQuery(orderQueryOptions(api, code));
  const { address } = order;
  return (
    <div className="order-detail">
      <p>
        <Link to="/minha-conta/meus-pedidos">{t.back}</Link>
      </p>
      <h1>{t.title(order.code)}</h1>
      <StatusChip status={order.status} label={order.status_label} />
      <p>{t.placedOn(formatDate(order.created_at))}</p>
      {order.whatsapp_number ? (
        <p>{t.whatsapp(applyMask(order.whatsapp_number, PHONE_MASKS))}</p>
      ) : null}
      {order.tracking_code ? (
        <section className="order-detail__section" aria-labelledby="order-tracking">
          <h2 id="order-tracking">{t.tracking}</h2>
          {order.shipping_carrier ? <p>{t.shippedBy(order.shipping_carrier.name)}</p> : null}
          <p className="order-detail__tracking">
            <TrackingLink
              code={order.tracking_code}
              url={order.tracking_url}
              carrier={order.shipping_carrier?.slug ?? null}
            />
          </p>
        </section>
      ) : null}

      <section className="order-detail__section" aria-labelledby="order-items">
        <h2 id="order-items">{t.items}</h2>
        <ul className="order-detail__items">
          {order.items.map((item) => (
            <li key={item.variation}>
              <p className="order-detail__item-name">{item.name}</p>
              <p>{t.variation(item.variation_name)}</p>
              <p>{t.quantity(item.qnt, formatBRL(item.unit_price))}</p>
              <p className="order-detail__item-total">{formatBRL(item.total)}</p>
            </li>
          ))}
        </ul>
        <OrderSums order={order} label={t.summary} className="order-detail__sums" />
      </section>

      <section className="order-detail__section" aria-labelledby="order-address">
        <h2 id="order-address">{t.address}</h2>
        {address ? <OrderAddress address={address} /> : <p>{t.noAddress}</p>}
        <OrderFreightLine freight={order.freight} />
      </section>

      <section className="order-detail__section" aria-labelledby="order-payment">
        <h2 id="order-payment">{t.payment}</h2>
        <Payment order={order} art={art} />
        {order.customer_cpf ? <p>{t.payerCpf(applyMask(order.customer_cpf, CPF_MASK))}</p> : null}
      </section>

      <OrderInvoice code={order.code} paid={order.paid_at !== null} />

      {order.refunds.length > 0 ? (
        <section className="order-detail__section" aria-labelledby="order-refunds">
          <h2 id="order-refunds">{refundMessages.title}</h2>
          <OrderRefunds
            refunds={order.refunds}
            formatAt={(at) => formatDateTime(at, t.dateTimeJoin)}
          >
            {(refund) => <RefundDestinationLines destination={refund.destination} />}
          </OrderRefunds>
          {/* A boleto's refund the store has not transferred yet: where to receive it. */}
          {order.refunds.some(
            (refund) =>
              refund.via === 'transfer' &&
              (refund.status === 'aguardando_dados' || refund.status === 'em_processamento'),
          ) ? (
            <RefundDestinationForm code={order.code} />
          ) : null}
        </section>
      ) : null}

      <section className="order-detail__section" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t.timeline}</h2>
        <OrderTimeline
          history={order.history}
          formatAt={(at) => formatDateTime(at, t.dateTimeJoin)}
          className="order-detail__timeline"
        />
      </section>
    </div>
  );
}
