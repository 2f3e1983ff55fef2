import type { AppDeps } from '../../http/context.ts';
import type { OrderRow } from '../orders/serialize.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentsOf } from './provider-of.ts';

/**
 * The provider that charged `order`, the one its refunds and reads must go back to. The order's
 * `payment.provider` decides it; until the store's configured providers are wired in, every
 * order goes to the one provider of the app (the sandbox unless deps.payments says otherwise).
 */
export async function orderPaymentProvider(
  deps: AppDeps,
  _order: Pick<OrderRow, 'storeId' | 'payment'>,
): Promise<PaymentProvider> {
  return paymentsOf(deps);
}
