import type { Order } from '@vitrine/contract/orders';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  PIX_KEY_TYPE_LABELS,
  REFUND_KIND_LABELS,
} from '@vitrine/contract/refunds';
import { formatBRL } from '@vitrine/domain/money';
import { formatCpf } from '@vitrine/domain/cpf';
import type { ReactNode } from 'react';
import './order-refunds.css';

type Refund = Order['refunds'][number];

const t = {
  asked: 'Pedido em',
  settled: 'Concluído em',
  why: 'Motivo',
  failure: 'O provedor disse',
  destination: 'Dados para devolução',
  pixKey: (type: string, key: string) => `Pix — ${type}: ${key}`,
  bank: (bank: string, agency: string, account: string) =>
    `Banco ${bank}, agência ${agency}, conta ${account.slice(0, -1)}-${account.slice(-1)}`,
  holder: (name: string, cpf: string) => `Titular: ${name}, CPF ${formatCpf(cpf)}`,
};

/** The shopper's pix key or account, as the seller transfers to it (personal data). */
export function RefundDestinationLines({ destination }: { destination: Refund['destination'] }) {
  if (!destination) return null;
  if (destination.kind === 'pix') {
    return <p>{t.pixKey(PIX_KEY_TYPE_LABELS[destination.key_type], destination.key)}</p>;
  }
  return (
    <>
      <p>
        {t.bank(destination.bank, destination.agency, destination.account)} (
        {BANK_ACCOUNT_TYPE_LABELS[destination.account_type]})
      </p>
      <p>{t.holder(destination.holder_name, destination.holder_cpf)}</p>
    </>
  );
}

/**
 * An order's refunds, newest first: what (the whole order or returned items), how much, its
 * status, when, and why a provider refused it. The shopper's order page and the seller's sale
 * show it; `children` adds what each page offers for one refund (the seller's actions).
 */
export function OrderRefunds({
  refunds,
  formatAt,
  children,
}: {
  refunds: Order['refunds'];
  formatAt: (iso: string) => string;
  children?: (refund: Refund) => ReactNode;
}) {
  return (
    <ul className="order-refunds">
      {refunds.map((refund) => (
        <li key={refund._id} className="order-refunds__item">
          <p className="order-refunds__head">
            <strong>
              {REFUND_KIND_LABELS[refund.kind]}: {formatBRL(refund.amount)}
            </strong>{' '}
            <span className="order-refunds__status" data-status={refund.status}>
              {refund.status_label}
            </span>
          </p>
          {refund.items.length > 0 ? (
            <ul className="order-refunds__lines">
              {refund.items.map((item) => (
                <li key={`${item.code}-${item.variation}`}>
                  {item.quantity} × {item.name}
                  {item.variation_name ? ` (${item.variation_name})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            {t.asked} <time dateTime={refund.created_at}>{formatAt(refund.created_at)}</time>
            {refund.settled_at ? (
              <>
                {' · '}
                {t.settled} <time dateTime={refund.settled_at}>{formatAt(refund.settled_at)}</time>
              </>
            ) : null}
          </p>
          {refund.reason ? (
            <p>
              {t.why}: {refund.reason}
            </p>
          ) : null}
          {refund.failure_reason ? (
            <p>
              {t.failure}: {refund.failure_reason}
            </p>
          ) : null}
          {children?.(refund)}
        </li>
      ))}
    </ul>
  );
}
