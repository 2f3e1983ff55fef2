import { createRoute } from '@hono/zod-openapi';
import { storeLegalDataBodySchema, storeLegalDataSchema } from '@vitrine/contract/store-legal-data';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { readLegalData } from './reads.ts';
import { writeLegalData } from './writes.ts';

/**
 * Configurações → Dados legais (Decreto 7.962/2013, art. 2): who sells, shown in the
 * storefront's footer once the store is open. The store of the seller's session only.
 */
export const registerStoreLegalData: Feature = (app, deps) => {
  const base = {
    tags: ['Configurações (vendedor)'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const answer = jsonContent(storeLegalDataSchema, 'Os dados legais da loja.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/legal-data',
      summary: 'Nome ou razão social, CPF ou CNPJ, endereço com CEP, e-mail e telefone da loja.',
      description: '`missing` lista os campos que faltam ou não valem (vazio: completos).',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => c.json(await readLegalData(deps.db, c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/legal-data',
      summary:
        'Substitui os dados legais (todos obrigatórios; CPF/CNPJ pelos dígitos verificadores).',
      request: jsonBody(storeLegalDataBodySchema),
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const saved = await writeLegalData(deps.db, actor, c.req.valid('json'));
      // The storefront's footer shows them: its copy of the store is stale now.
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );
};
