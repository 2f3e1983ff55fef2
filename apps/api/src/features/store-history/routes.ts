import { createRoute } from '@hono/zod-openapi';
import { storeHistoryQuerySchema, storeHistorySchema } from '@vitrine/contract/store-history';
import type { Feature } from '../../http/context.ts';
import { readHistory } from '../../lib/audit-history.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';

/** The store's "Histórico": every recorded seller write (audit_log), newest first. */
export const registerStoreHistory: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/history',
      tags: ['Histórico'],
      summary: 'Histórico da loja: quem mudou o quê e quando, do mais recente ao mais antigo.',
      description:
        'Filtra por tipo (`entity`): produto, categoria, regras de pagamento, identidade, equipe, cupom.',
      security: bearerSecurity,
      middleware: requireSellerFor('history'),
      request: { query: storeHistoryQuerySchema },
      responses: { 200: jsonContent(storeHistorySchema, 'Histórico.'), ...errorResponses },
    }),
    async (c) => {
      const { entity, ...page } = c.req.valid('query');
      const scope = { storeId: c.get('session').storeId, entity };
      return c.json(await readHistory(deps.db, scope, page), 200);
    },
  );
};
