import type { Feature } from '../../http/context.ts';
import { registerCardTokens } from './card-token-routes.ts';
import { registerDemoBankPortal, registerPaymentSimulation } from './demo-routes.ts';
import { registerMercadoPagoWebhook } from './mercado-pago-webhook-routes.ts';
import { registerPixApiWebhook } from './pix-api-webhook-routes.ts';
import { registerPaymentWebhook } from './sandbox-webhook-routes.ts';

export const registerPayments: Feature = (app, deps) => {
  registerCardTokens(app, deps);
  registerPaymentWebhook(app, deps);
  registerPixApiWebhook(app, deps);
  registerMercadoPagoWebhook(app, deps);
  if (deps.config.DEMO_MODE) {
    registerPaymentSimulation(app, deps);
    registerDemoBankPortal(app, deps);
  }
};
