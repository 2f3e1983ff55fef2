import type { AppDeps } from '../../http/context.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxPaymentProvider } from './sandbox/provider.ts';

const defaults = new WeakMap<AppDeps, PaymentProvider>();

/** deps.payments when given, else the sandbox provider with the configured keys. */
export function paymentsOf(deps: AppDeps): PaymentProvider {
  if (deps.payments) return deps.payments;
  let provider = defaults.get(deps);
  if (!provider) {
    provider = sandboxPaymentProvider({
      webhookSecret: deps.config.PAYMENT_WEBHOOK_SECRET,
      cardTokenSecret: deps.config.CARD_TOKEN_SECRET,
    });
    defaults.set(deps, provider);
  }
  return provider;
}
