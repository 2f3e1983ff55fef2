import type { OrderStatus } from './orders.ts';
import type { UpdateSaleStatusBody } from './sales.ts';

// The seller's side of an order's lifecycle, one definition for the API that enforces it and
// the office that offers only the moves it will accept (the API stays the judge: a move someone
// else made first still answers 409).

export type SaleMove = UpdateSaleStatusBody['status'];

/**
 * The moves a seller can make from each status (spec §4 leaves the order lifecycle open; ours:
 * em separação → enviado with tracking code → entregue). Paid orders may still be cancelled
 * before they ship; an unpaid one may be cancelled any time. Anything else is refused.
 */
export const SALE_MOVES: Readonly<Record<OrderStatus, readonly SaleMove[]>> = {
  aguardando_pagamento: ['cancelado'],
  pago: ['em_separacao', 'cancelado'],
  em_separacao: ['enviado', 'cancelado'],
  enviado: ['entregue'],
  entregue: [],
  cancelado: [],
  expirado: [],
};

export function movesFrom(status: OrderStatus): readonly SaleMove[] {
  return SALE_MOVES[status];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return (SALE_MOVES[from] as readonly OrderStatus[]).includes(to);
}

/**
 * A sale with a delivery address ships by carrier, so "enviado" needs its tracking code; a
 * services-only sale (no address) is not shipped by a carrier and needs none.
 */
export function needsTrackingCode(sale: { address: object | null }): boolean {
  return sale.address !== null;
}

/** Whether a move to "enviado" lacks the tracking code its sale needs (needsTrackingCode). */
export function lacksTrackingCode(
  body: Pick<UpdateSaleStatusBody, 'status' | 'tracking_code'>,
  needsTracking: boolean,
): boolean {
  return body.status === 'enviado' && needsTracking && !body.tracking_code;
}

/** What the seller reads when a shipment lacks its tracking code (the API and the ship dialog). */
export const TRACKING_REQUIRED_MESSAGE = 'Informe o código de rastreio para marcar como enviado.';
