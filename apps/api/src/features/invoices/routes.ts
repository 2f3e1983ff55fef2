import type { Feature } from '../../http/context.ts';
import { registerOrderInvoiceRoute } from './order-routes.ts';
import { registerSaleInvoiceRoutes } from './sale-routes.ts';
import { registerInvoiceWebhookRoute } from './webhook-routes.ts';

/**
 * The NF-e of the stores' paid orders (README "Invoices (NF-e) through Focus NFe"): issued by
 * jobs (issue.ts); here, the provider's webhook, the sale's note in the office and the order's
 * note for its shopper.
 */
export const registerInvoices: Feature = (app, deps) => {
  registerInvoiceWebhookRoute(app, deps);
  registerSaleInvoiceRoutes(app, deps);
  registerOrderInvoiceRoute(app, deps);
};
