import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { OrderStatus } from './status.ts';

/**
 * SQL for "orders whose status a person sees as `status` now": the same rule as
 * effectiveStatus, so a filter and the list it filters never disagree before the sweep runs.
 */
export function whereEffectiveStatus(status: OrderStatus, now: Date): SQL | undefined {
  const pendingPastExpiry = and(
    eq(orders.status, 'aguardando_pagamento'),
    lte(orders.paymentExpiresAt, now),
  );
  if (status === 'expirado') return or(eq(orders.status, 'expirado'), pendingPastExpiry);
  if (status === 'aguardando_pagamento') {
    return and(
      eq(orders.status, 'aguardando_pagamento'),
      or(isNull(orders.paymentExpiresAt), gt(orders.paymentExpiresAt, now)),
    );
  }
  return eq(orders.status, status);
}
