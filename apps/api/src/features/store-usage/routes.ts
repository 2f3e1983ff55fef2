import { createRoute } from '@hono/zod-openapi';
import { storeUsageSchema } from '@vitrine/contract/store-usage';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { storeUsage } from '../../lib/store-limits.ts';

/** The office's home: what the store holds beside its limits (any seller of the store). */
export const registerStoreUsage: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/store-usage',
      tags: ['Loja'],
      summary: 'O que a loja tem (produtos, imagens, equipe) e o limite de cada um.',
      security: bearerSecurity,
      middleware: requireSeller,
      responses: { 200: jsonContent(storeUsageSchema, 'Uso da loja.'), ...errorResponses },
    }),
    async (c) => c.json(await storeUsage(deps.db, deps.config, c.get('session').storeId), 200),
  );
};
