import { type CarrierSlug, carrierSlugOf } from '@vitrine/domain/carriers';
import type { OrderRow } from '../orders/serialize.ts';

/**
 * The carrier a shipment goes by when the seller names none, and the one the ship dialog
 * preselects: the carrier of the freight the shopper chose (its name as the quote gave it, in
 * orders.freight_carrier, for orders that have one), else the Correios, which carried every
 * order placed before freight had carriers.
 */
export function defaultCarrierOf(
  order: Pick<OrderRow, 'id'> & { freightCarrier?: string | null },
): CarrierSlug {
  return carrierSlugOf(order.freightCarrier) ?? 'correios';
}
