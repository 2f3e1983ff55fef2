import { sql } from 'drizzle-orm';
import { orders, type PaymentDetails } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { ProviderName } from './provider.ts';

/** Who charged an order: its payment's provider (the sandbox for orders from before it was kept). */
export const chargedBy = (payment: Pick<PaymentDetails, 'provider'>): ProviderName =>
  payment.provider ?? 'sandbox';

/** chargedBy in SQL, for finding the orders a provider's notice may name. */
export const chargedBySql = sql<ProviderName>`coalesce(${orders.payment}->>'provider', 'sandbox')`;

/**
 * A provider's notice settles only the orders that provider charged. Otherwise whoever holds
 * one provider's key (the sandbox's webhook secret) could pay an order another one charged (a
 * pix of the store's PSP), and a later cancel would ask that PSP to refund money it never got.
 */
export function refuseChargedElsewhere(
  order: { payment: Pick<PaymentDetails, 'provider'> },
  notice: ProviderName,
) {
  if (chargedBy(order.payment) === notice) return;
  throw conflict(
    'order_charged_elsewhere',
    'Este pedido foi cobrado por outro provedor de pagamento: este aviso não pode pagá-lo.',
  );
}
