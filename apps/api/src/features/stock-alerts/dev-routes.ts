import { createRoute } from '@hono/zod-openapi';
import { runStockAlertsSchema } from '@vitrine/contract/dev';
import type { Feature } from '../../http/context.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { sendStockAlerts } from './sweep.ts';

/** DEMO_MODE only, from this machine only: the store's back-in-stock sweep, now. */
export const registerStockAlertDemo: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/dev/stock-alerts/run',
      tags: ['Demonstração'],
      summary: 'Roda agora os avisos de estoque da loja (o que o job de cada minuto faria).',
      middleware: [localOnly, requireStore],
      responses: { 200: jsonContent(runStockAlertsSchema, 'Avisos enviados.'), ...errorResponses },
    }),
    async (c) => c.json({ sent: await sendStockAlerts(deps, c.get('store').id) }, 200),
  );
};
