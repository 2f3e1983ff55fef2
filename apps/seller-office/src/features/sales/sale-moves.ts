import type { OrderStatus } from '@vitrine/contract/orders';
import type { UpdateSaleStatusBody } from '@vitrine/contract/sales';
import { detailMessages as t } from './messages.ts';

export type SaleMove = UpdateSaleStatusBody['status'];

/**
 * The moves a seller can make from each status, as the API allows them (apps/api
 * orders/status.ts SELLER_TRANSITIONS): em separação → enviado → entregue; cancel before it
 * ships. The API stays the judge: a move someone else made first answers 409.
 */
const MOVES: Record<OrderStatus, readonly SaleMove[]> = {
  aguardando_pagamento: ['cancelado'],
  pago: ['em_separacao', 'cancelado'],
  em_separacao: ['enviado', 'cancelado'],
  enviado: ['entregue'],
  entregue: [],
  cancelado: [],
  expirado: [],
};

export function movesFrom(status: OrderStatus): readonly SaleMove[] {
  return MOVES[status];
}

export const MOVE_LABELS: Record<SaleMove, string> = {
  em_separacao: t.toSeparation,
  enviado: t.toShipped,
  entregue: t.toDelivered,
  cancelado: t.cancel,
};
