import type { AppDeps } from '../../http/context.ts';
import type { OrderRow } from '../orders/serialize.ts';
import type { PaymentProvider } from './provider.ts';
import { orderProviderOf } from './providers.ts';

/**
 * The provider that charged `order`, the one its refunds and reads must go back to: the order's
 * `payment.provider` (the sandbox for orders from before it was kept), on the store's saved
 * credentials.
 */
export async function orderPaymentProvider(
  deps: AppDeps,
  order: Pick<OrderRow, 'storeId' | 'payment'>,
): Promise<PaymentProvider> {
  return orderProviderOf(deps, order.storeId, order.payment);
}
