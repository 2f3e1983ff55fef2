import type { Order } from '@vitrine/contract/orders';
import { PIX_KEY_TYPE_LABELS, type Refund } from '@vitrine/contract/refunds';
import { cardBrandName } from '@vitrine/domain/card';
import { formatBRL } from '@vitrine/domain/money';
import { actionBlock, compose, listBlock, textBlock } from '../email/layout.ts';
import type { OrderEmailInput } from './email-templates.ts';
import type { Email } from '../email/templates.ts';

// The pt-BR e-mails about a refund, one per status it reaches, every sentence of them here.

/** Where the money goes back: the card, the pix's account, the shopper's key or account. */
export function refundDestinationText(order: Order, refund: Refund): string {
  const { payment } = order;
  if (refund.via === 'provider') {
    return payment.method === 'card'
      ? `no cartão ${cardBrandName(payment.brand)} final ${payment.last4}`
      : 'por pix para a conta de onde veio o pagamento';
  }
  const destination = refund.destination;
  if (!destination) return 'para a chave pix ou conta que você informar';
  return destination.kind === 'pix'
    ? `para a chave pix (${PIX_KEY_TYPE_LABELS[destination.key_type]}) que você informou`
    : 'para a conta bancária que você informou';
}

/** What the refund's status means for the shopper's money. */
function statusSentence(order: Order, refund: Refund): string {
  const amount = formatBRL(refund.amount);
  const where = refundDestinationText(order, refund);
  switch (refund.status) {
    case 'aguardando_dados':
      return `Para devolver ${amount} de um pagamento com boleto, a loja precisa saber onde você quer receber: informe uma chave pix ou uma conta bancária na página do pedido.`;
    case 'em_processamento':
      return refund.via === 'provider'
        ? `O reembolso de ${amount} está em processamento ${where}. Avisaremos quando ele for concluído.`
        : `Recebemos seus dados: a loja vai transferir ${amount} ${where}. Avisaremos quando a transferência for feita.`;
    case 'devolvido':
      return order.payment.method === 'card' && refund.via === 'provider'
        ? `O reembolso de ${amount} foi feito ${where}. O estorno aparece na fatura em até duas faturas, conforme o banco do cartão.`
        : `O reembolso de ${amount} foi feito ${where}.`;
    case 'nao_realizado':
      return `Não foi possível fazer o reembolso de ${amount}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}. A loja foi avisada e vai tentar de novo.`;
  }
}

const SUBJECTS: Record<Refund['status'], string> = {
  aguardando_dados: 'Informe onde receber seu reembolso',
  em_processamento: 'Reembolso em processamento',
  devolvido: 'Reembolso feito',
  nao_realizado: 'Reembolso não realizado',
};

export function refundEmail(
  { storeName, firstName, order, link }: OrderEmailInput,
  refund: Refund,
) {
  const returned = refund.items.map(
    (item) =>
      `${item.quantity} × ${item.variation_name ? `${item.name} (${item.variation_name})` : item.name}`,
  );
  const what =
    refund.kind === 'cancel'
      ? `o pedido ${order.code}, cancelado`
      : `os itens devolvidos do pedido ${order.code}`;
  const email: Email = {
    template: `refund_${refund.status}`,
    subject: `${SUBJECTS[refund.status]}: pedido ${order.code} — ${storeName}`,
    ...compose(storeName, [
      textBlock(`Olá, ${firstName}!`),
      textBlock(`Sobre o reembolso de ${what}:`),
      ...(returned.length > 0 ? [listBlock(returned)] : []),
      textBlock(statusSentence(order, refund)),
      actionBlock(
        link,
        refund.status === 'aguardando_dados' ? 'Informar dados para devolução' : 'Ver meu pedido',
      ),
    ]),
  };
  return email;
}
