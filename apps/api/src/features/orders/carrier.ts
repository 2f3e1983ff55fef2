import { type CarrierSlug, carrierSlugOf } from '@vitrine/domain/carriers';
import type { OrderRow } from './serialize.ts';

/**
 * The carrier a shipment goes by when the seller names none, and the one the ship dialog
 * preselects: the carrier of the freight the shopper chose (its name as the quote gave it; a
 * carrier outside the list is "outra"), else the Correios — for the store's own delivery, which
 * names no carrier, and for orders placed before freight had carriers.
 */
export function defaultCarrierOf(order: Pick<OrderRow, 'freightCarrier'>): CarrierSlug {
  return carrierSlugOf(order.freightCarrier) ?? 'correios';
}
