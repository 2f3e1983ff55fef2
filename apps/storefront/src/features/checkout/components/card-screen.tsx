import { useSuspenseQuery } from '@tanstack/react-query';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { brandName, checkoutMessages } from '../messages.ts';
import { installmentLabel } from '../model/installments.ts';
import { PAY_PATH } from '../../../shared/checkout-paths.ts';
import { OrderFacts } from './order-facts.tsx';
import { ScreenLinks } from './screen-links.tsx';
import { StatusHeading } from './status-heading.tsx';
import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';

const t = checkoutMessages.cardScreen;
const s = checkoutMessages.screens;

/**
 * spec §2 /finalizar-compra/card/{code}: approved (order number, instalments, total) or not
 * approved, with the reason the order's history gives and a way back to pay again. A declined
 * card makes no order at all (the pay page says so and keeps the form); this screen's "not
 * approved" is an order whose payment did not stand (cancelled).
 */
export function CardScreen({ code }: { code: string }) {
  const api = useBrowserApi();
  const { data: order } = useSuspenseQuery(orderQueryOptions(api, code));
  if (order.payment.method !== 'card') return null;
  const payment = order.payment;
  const approved = order.paid_at !== null && order.status !== 'cancelado';
  const reason = order.history.at(-1)?.note ?? order.status_label;

  return (
    <section
      className="payment-screen card-screen"
      aria-labelledby="payment-title"
      data-status={order.status}
    >
      <StatusHeading state={approved ? 'approved' : 'declined'}>
        {approved ? t.approvedTitle : t.declinedTitle}
      </StatusHeading>
      {approved ? (
        <>
          <p className="payment-screen__ok">{t.approvedText}</p>
          <OrderFacts
            facts={[
              [s.orderNumber, order.code],
              [t.paidWith, t.card(brandName(payment.brand), payment.last4)],
              [
                t.installments,
                installmentLabel({
                  installmentNumber: payment.installments,
                  installmentAmount: payment.installment_amount,
                  hasInterest: order.interest > 0,
                  totalAmount: order.total,
                }),
              ],
              [s.total, formatBRL(order.total)],
            ]}
          />
          <ScreenLinks code={order.code} />
        </>
      ) : (
        <>
          <p>{t.declinedText(reason)}</p>
          <OrderFacts facts={[[s.orderNumber, order.code]]} />
          <ScreenLinks code={order.code}>
            <Button asChild>
              <Link to={PAY_PATH}>{s.payAgain}</Link>
            </Button>
          </ScreenLinks>
        </>
      )}
    </section>
  );
}
