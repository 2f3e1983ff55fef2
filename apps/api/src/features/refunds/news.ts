import { formatBRL } from '@vitrine/domain/money';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { fromCents } from '../../lib/money.ts';
import { queueOrderEmails } from '../orders/emails.ts';
import type { OrderRow } from '../orders/serialize.ts';
import type { RefundRow } from '../orders/refund-view.ts';

/** The timeline's line for a refund reaching its status (the order page shows it). */
export function refundNote(refund: RefundRow): string {
  const what = `${refund.kind === 'cancel' ? 'Reembolso' : 'Reembolso de itens devolvidos'} de ${formatBRL(fromCents(refund.amountCents))}`;
  switch (refund.status) {
    case 'aguardando_dados':
      return `${what}: aguardando a chave pix ou conta do comprador para a devolução.`;
    case 'em_processamento':
      return refund.via === 'provider'
        ? `${what}: em processamento.`
        : `${what}: dados recebidos, aguardando a transferência da loja.`;
    case 'devolvido':
      return `${what}: devolvido.`;
    case 'nao_realizado':
      return `${what}: não realizado${refund.failureReason ? ` (${refund.failureReason})` : ''}.`;
  }
}

/**
 * Tells the order's timeline and its shopper that `refund` reached its status, in `tx`: the
 * transaction that changed it, so the line and the e-mail exist exactly when the change does.
 * `order` is the order as it is now (its status heads the timeline's line).
 */
export async function announceRefund(
  tx: Database,
  deps: Pick<AppDeps, 'config' | 'now' | 'jobs' | 'logger'>,
  order: OrderRow,
  refund: RefundRow,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    note: refundNote(refund),
    createdAt: deps.now(),
  });
  await queueOrderEmails(tx, deps, order, { kind: 'refund', refundId: refund.id });
}
