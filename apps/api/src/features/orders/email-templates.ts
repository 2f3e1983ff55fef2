import { freightDescription, orderSumLines } from '@vitrine/contract/order-sums';
import type { Order } from '@vitrine/contract/orders';
import { cardBrandName } from '@vitrine/domain/card';
import { CARRIERS } from '@vitrine/domain/carriers';
import { formatDate, formatDateTime, formatDay } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import {
  actionBlock,
  compose,
  linkedTextBlock,
  listBlock,
  rowsBlock,
  textBlock,
  type Block,
} from '../email/layout.ts';
import { refundDestinationText } from './refund-email-templates.ts';
import type { Email } from '../email/templates.ts';

// The pt-BR e-mails about an order, every sentence of them in this file. They are written from
// the order as its page reads it (orders/serialize.ts): the same items, and the same money lines
// under the same labels (@vitrine/contract/order-sums), so they add up to the total.

export type OrderEmailInput = {
  storeName: string;
  /** The addressee's first name: the shopper's, or for a new sale the seller's. */
  firstName: string;
  order: Order;
  /** The order's page: the shopper's in the storefront, the sale's in the seller office. */
  link: string;
};

/** 'Cartão Visa final 1111, 3x de R$ 92,63', 'Pix', 'Boleto — vence em 10/03/2026'. */
export function paymentLine(order: Order): string {
  const { payment } = order;
  if (payment.method === 'card') {
    const amount = formatBRL(payment.installment_amount);
    const plan =
      payment.installments === 1 ? `à vista, ${amount}` : `${payment.installments}x de ${amount}`;
    return `Cartão ${cardBrandName(payment.brand)} final ${payment.last4}, ${plan}`;
  }
  const unpaid = order.status === 'aguardando_pagamento';
  if (payment.method === 'pix') {
    return unpaid && payment.expires_at
      ? `Pix — pague até ${formatDateTime(payment.expires_at)}`
      : 'Pix';
  }
  return unpaid ? `Boleto — vence em ${formatDay(payment.due_date)}` : 'Boleto';
}

const itemName = (item: Order['items'][number]) =>
  item.variation_name ? `${item.name} (${item.variation_name})` : item.name;

/** What was bought and what it cost: the items, then the order page's money lines. */
function summary(order: Order): Block[] {
  const items = order.items.map(
    (item) => `${item.qnt} × ${itemName(item)} — ${formatBRL(item.total)}`,
  );
  return [
    listBlock(items),
    rowsBlock(orderSumLines(order)),
    ...(order.freight ? [textBlock(`Entrega: ${freightDescription(order.freight)}`)] : []),
    textBlock(`Pagamento: ${paymentLine(order)}`),
  ];
}

const METHOD_NAMES = { pix: 'pix', boleto: 'boleto', card: 'cartão' } as const;

function email(template: string, subject: string, storeName: string, blocks: Block[]): Email {
  return { template, subject, ...compose(storeName, blocks) };
}

/** A pix or boleto order placed, waiting for its payment. */
export function orderReceivedEmail({ storeName, firstName, order, link }: OrderEmailInput): Email {
  return email('order_confirmation', `Pedido ${order.code} recebido — ${storeName}`, storeName, [
    textBlock(`Olá, ${firstName}!`),
    textBlock(
      `Recebemos seu pedido ${order.code}, feito em ${formatDate(order.created_at)}. Assim que o pagamento for confirmado, avisaremos por e-mail.`,
    ),
    ...summary(order),
    actionBlock(link, 'Ver meu pedido'),
  ]);
}

/** The payment confirmed: a card approved at checkout, a pix or boleto the bank says is paid. */
export function paymentConfirmedEmail({ storeName, firstName, order, link }: OrderEmailInput) {
  const how = METHOD_NAMES[order.payment.method];
  const opening =
    order.payment.method === 'card'
      ? `Recebemos seu pedido ${order.code}, feito em ${formatDate(order.created_at)}, e o pagamento com cartão foi aprovado.`
      : `O pagamento do seu pedido ${order.code} com ${how} foi confirmado.`;
  return email(
    'payment_confirmed',
    `Pagamento confirmado: pedido ${order.code} — ${storeName}`,
    storeName,
    [
      textBlock(`Olá, ${firstName}!`),
      textBlock(`${opening} Agora a loja prepara seu pedido e avisaremos quando ele for enviado.`),
      ...summary(order),
      actionBlock(link, 'Ver meu pedido'),
    ],
  );
}

/** What the shopper reads of a shipment: who carries it, and its code linked to its page. */
function shipmentBlocks(order: Order): Block[] {
  const code = order.tracking_code;
  if (!code) return [];
  const carrier = order.shipping_carrier;
  const url = order.tracking_url;
  return [
    ...(carrier ? [textBlock(`Transportadora: ${carrier.name}.`)] : []),
    url
      ? linkedTextBlock('Código de rastreio: ', code, url)
      : textBlock(`Código de rastreio: ${code}`),
    textBlock(
      url && carrier
        ? `Pelo link do código você acompanha a entrega ${CARRIERS[carrier.slug].where}.`
        : 'Com esse código você acompanha a entrega com a transportadora.',
    ),
  ];
}

/** Handed to the carrier: the tracking code links to the carrier's tracking page. */
export function orderShippedEmail({ storeName, firstName, order, link }: OrderEmailInput): Email {
  return email('order_shipped', `Pedido ${order.code} enviado — ${storeName}`, storeName, [
    textBlock(`Olá, ${firstName}!`),
    textBlock(`Seu pedido ${order.code} foi enviado.`),
    ...shipmentBlocks(order),
    listBlock(order.items.map((item) => `${item.qnt} × ${itemName(item)}`)),
    actionBlock(link, 'Ver meu pedido'),
  ]);
}

/**
 * What happens to the shopper's money when an order is cancelled: nothing was charged, or the
 * cancellation's refund (features/refunds) as it stands — each of its steps has its own e-mail.
 */
function moneyAfterCancel(order: Order, wasPaid: boolean): string {
  const { payment } = order;
  if (!wasPaid) {
    return payment.method === 'card'
      ? 'Nenhum valor foi cobrado do seu cartão.'
      : `Nenhum valor foi cobrado. Não pague o ${METHOD_NAMES[payment.method]} deste pedido.`;
  }
  const refund = order.refunds.find((one) => one.kind === 'cancel');
  if (!refund) {
    return 'O que já tinha sido reembolsado deste pedido não muda; a loja não tem mais valor a devolver.';
  }
  const amount = formatBRL(refund.amount);
  if (refund.status === 'aguardando_dados') {
    return `A loja vai devolver ${amount} pagos com boleto. Para isso, informe uma chave pix ou uma conta bancária na página do pedido.`;
  }
  return `A loja pediu o reembolso de ${amount} ${refundDestinationText(order, refund)}. Você receberá um e-mail a cada etapa do reembolso.`;
}

export function orderCancelledEmail(
  input: OrderEmailInput & { reason: string | null; wasPaid: boolean },
): Email {
  const { storeName, firstName, order, link } = input;
  return email('order_cancelled', `Pedido ${order.code} cancelado — ${storeName}`, storeName, [
    textBlock(`Olá, ${firstName}!`),
    textBlock(`Seu pedido ${order.code} foi cancelado pela loja.`),
    ...(input.reason ? [textBlock(`Motivo: ${input.reason}`)] : []),
    textBlock(moneyAfterCancel(order, input.wasPaid)),
    ...summary(order),
    actionBlock(link, 'Ver meu pedido'),
  ]);
}

/** To each seller of the store when an order is paid (spec §2 /vendedor/minhas-vendas). */
export function newSaleEmail({ storeName, firstName, order, link }: OrderEmailInput): Email {
  return email(
    'new_sale',
    `Nova venda: pedido ${order.code}, ${formatBRL(order.total)} — ${storeName}`,
    storeName,
    [
      textBlock(`Olá, ${firstName}!`),
      textBlock(
        `Nova venda na ${storeName}: o pedido ${order.code} foi pago com ${METHOD_NAMES[order.payment.method]}. Separe os itens e, ao enviar, informe o código de rastreio.`,
      ),
      ...summary(order),
      actionBlock(link, 'Ver a venda'),
    ],
  );
}
