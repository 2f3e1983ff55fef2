// TEMPORARY until helper-b's contract lands (PAYMENT_METHOD_LABELS, paymentStatusLabel,
// fulfillmentStatusLabel in @vitrine/contract/orders): replaced by re-exports on merge.
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from '@vitrine/contract/orders';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'Pix',
  boleto: 'Boleto',
};

export function paymentStatusLabel(status: OrderStatus): string {
  if (status === 'aguardando_pagamento' || status === 'expirado' || status === 'cancelado') {
    return ORDER_STATUS_LABELS[status];
  }
  return 'Pago';
}

export function fulfillmentStatusLabel(status: OrderStatus): string {
  if (status === 'pago') return 'A separar';
  if (status === 'em_separacao' || status === 'enviado' || status === 'entregue') {
    return ORDER_STATUS_LABELS[status];
  }
  return '—';
}

export function saleExportPath(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return `sales/export${search ? `?${search}` : ''}`;
}
