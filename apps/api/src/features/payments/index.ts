import type { AppDeps, Router } from '../../http/context.ts';
import { registerCardTokens } from './card-token-route.ts';
import { registerPaymentSimulation } from './demo-route.ts';
import { registerPaymentWebhook } from './webhook-route.ts';

export function registerPayments(app: Router, deps: AppDeps) {
  registerCardTokens(app);
  registerPaymentWebhook(app);
  if (deps.config.DEMO_MODE) registerPaymentSimulation(app);
}
