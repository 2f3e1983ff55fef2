import type { Feature } from '../../http/context.ts';
import { registerCardTokens } from './card-token-route.ts';
import { registerPaymentSimulation } from './demo-route.ts';
import { registerPixApiWebhook } from './pix-api-webhook-route.ts';
import { registerPaymentWebhook } from './webhook-route.ts';

export const registerPayments: Feature = (app, deps) => {
  registerCardTokens(app, deps);
  registerPaymentWebhook(app, deps);
  registerPixApiWebhook(app, deps);
  if (deps.config.DEMO_MODE) registerPaymentSimulation(app, deps);
};
