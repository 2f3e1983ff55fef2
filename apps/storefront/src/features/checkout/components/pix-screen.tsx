import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@vitrine/contract/orders';
import { formatBRL } from '@vitrine/domain/money';
import { useCallback } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { checkoutMessages } from '../messages.ts';
import { CopyButton } from '../../../shared/copy-button.tsx';
import { Countdown } from './countdown.tsx';
import { OrderFacts } from './order-facts.tsx';
import { ScreenLinks } from './screen-links.tsx';
import { SimulatePayment } from './simulate-payment.tsx';
import { StatusHeading } from './status-heading.tsx';
import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';
import { orderQueryKey } from '@vitrine/api-client/query-keys';

const t = checkoutMessages.pix;
const s = checkoutMessages.screens;

/** While the bank has not confirmed, the order is asked again this often. */
export const PIX_POLL_MS = 3000;

function title(order: Order): string {
  if (order.status === 'aguardando_pagamento') return t.title;
  if (order.paid_at !== null) return t.paidTitle;
  if (order.status === 'expirado') return t.expiredTitle;
  return t.otherTitle(order.status_label);
}

/**
 * spec §2 /finalizar-compra/pix/{code}: the QR code and the copy-and-paste code, the amount and
 * the time left; the order is polled while it awaits payment, and the screen becomes the paid
 * one by itself when the bank confirms (or the expired one when the time runs out).
 */
export function PixScreen({
  code,
  qrSvg,
  demoBank,
}: {
  code: string;
  /** The QR code drawn by the server (payment-art.server.ts). */
  qrSvg: string;
  demoBank: boolean;
}) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery({
    ...orderQueryOptions(api, code),
    refetchInterval: (query) =>
      query.state.data?.status === 'aguardando_pagamento' ? PIX_POLL_MS : false,
  });
  const expired = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(code) }),
    [queryClient, code],
  );
  if (order.payment.method !== 'pix') return null;
  const { payload, expires_at: expiresAt } = order.payment;
  const amount = formatBRL(order.total);
  const awaiting = order.status === 'aguardando_pagamento';
  const paid = order.paid_at !== null;

  return (
    <section
      className="payment-screen pix-screen"
      aria-labelledby="payment-title"
      data-status={order.status}
    >
      <StatusHeading state={order.status}>{title(order)}</StatusHeading>
      {paid && <p className="payment-screen__ok">{t.paidText}</p>}
      {order.status === 'expirado' && <p>{t.expiredText}</p>}
      <OrderFacts
        facts={[
          [s.orderNumber, order.code],
          [s.amount, amount],
        ]}
      />
      {awaiting ? (
        <>
          <div className="pix-screen__pay">
            <div
              className="pix-screen__qr"
              role="img"
              aria-label={t.qrLabel(amount)}
              // The server's drawing of the pix code (qrcode package): paths only.
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <div className="pix-screen__code">
              <label htmlFor="pix-code" className="vt-field__label">
                {t.codeLabel}
              </label>
              <textarea
                id="pix-code"
                className="pix-screen__payload"
                readOnly
                rows={4}
                value={payload}
              />
              <CopyButton text={payload} sourceId="pix-code" />
              <Countdown expiresAt={expiresAt} onExpired={expired} />
            </div>
          </div>
          <ol className="pix-screen__steps">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="pix-screen__waiting" role="status">
            <span className="pix-screen__spinner" aria-hidden="true" /> {t.waiting}
          </p>
          {demoBank && <SimulatePayment code={order.code} />}
        </>
      ) : (
        <ScreenLinks code={order.code} />
      )}
    </section>
  );
}
