import { useSuspenseQuery } from '@tanstack/react-query';
import type { Order } from '@vitrine/contract/orders';
import { formatDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { Button } from '@vitrine/ui/button';
import { useStore } from '../../../app/root-data.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { checkoutMessages } from '../messages.ts';
import { formatBoletoLine } from '../../../shared/boleto-line.ts';
import { CopyButton } from '../../../shared/copy-button.tsx';
import { OrderFacts } from './order-facts.tsx';
import { ScreenLinks } from './screen-links.tsx';
import { SimulatePayment } from './simulate-payment.tsx';
import { StatusHeading } from './status-heading.tsx';
import { orderQueryOptions } from '@vitrine/api-client/queries/get-order';

const t = checkoutMessages.boleto;
const s = checkoutMessages.screens;

function title(order: Order): string {
  if (order.status === 'aguardando_pagamento') return t.title;
  if (order.paid_at !== null) return t.paidTitle;
  return t.closedTitle(order.status_label);
}

/**
 * spec §2 /finalizar-compra/boleto/{code}: the typeable line in its usual groups with a copy
 * button, the barcode drawn from it, the due date and the amount; "Imprimir boleto" prints the
 * boleto alone on one A4 page (checkout.css's print rules).
 */
export function BoletoScreen({
  code,
  barcodeSvg,
  demoBank,
}: {
  code: string;
  /** The ITF barcode drawn by the server (payment-art.server.ts); null if the line is not valid. */
  barcodeSvg: string | null;
  demoBank: boolean;
}) {
  const api = useBrowserApi();
  const store = useStore();
  const { data: order } = useSuspenseQuery(orderQueryOptions(api, code));
  if (order.payment.method !== 'boleto') return null;
  const { line, due_date: dueDate } = order.payment;
  const awaiting = order.status === 'aguardando_pagamento';
  const formatted = formatBoletoLine(line);

  return (
    <section
      className="payment-screen boleto-screen"
      aria-labelledby="payment-title"
      data-status={order.status}
    >
      <StatusHeading state={order.status}>{title(order)}</StatusHeading>
      <p className="no-print">{awaiting ? t.text : order.paid_at ? t.paidText : null}</p>
      {awaiting ? (
        <>
          <div className="boleto">
            <p className="boleto__beneficiary">
              {t.beneficiary}: <strong>{store.data.legal_name}</strong>{' '}
              <span className="boleto__cnpj">CNPJ {store.data.cnpj}</span>
            </p>
            <OrderFacts
              facts={[
                [s.orderNumber, order.code],
                [t.dueDate, formatDay(dueDate)],
                [s.amount, formatBRL(order.total)],
              ]}
            />
            <div className="boleto__line-block">
              <p className="vt-field__label">{t.line}</p>
              <p id="boleto-line" className="boleto__line">
                {formatted}
              </p>
              <CopyButton text={line} sourceId="boleto-line" className="no-print" />
            </div>
            {barcodeSvg && (
              <div
                className="boleto__barcode"
                role="img"
                aria-label={t.barcode(formatted)}
                // The server's drawing of the barcode (bwip-js) from the line's digits: paths only.
                dangerouslySetInnerHTML={{ __html: barcodeSvg }}
              />
            )}
          </div>
          {/* The boleto is paid later, elsewhere: its order's page is where the shopper follows it. */}
          <ScreenLinks code={order.code}>
            <Button type="button" onClick={() => window.print()}>
              {t.print}
            </Button>
          </ScreenLinks>
          {demoBank && <SimulatePayment code={order.code} />}
        </>
      ) : (
        <>
          <OrderFacts
            facts={[
              [s.orderNumber, order.code],
              [s.amount, formatBRL(order.total)],
            ]}
          />
          <ScreenLinks code={order.code} />
        </>
      )}
    </section>
  );
}
