import { createRoute } from '@hono/zod-openapi';
import { storeIdentityBodySchema, storeIdentitySchema } from '@vitrine/contract/store-identity';
import type { Feature } from '../../http/context.ts';
import { storeCacheOf } from '../../http/store-cache.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../auth/middleware.ts';
import { actorOf } from '../catalog-office/actor.ts';
import { readIdentity, writeIdentity } from './identity.ts';

const base = {
  tags: ['Configurações (vendedor)'],
  security: bearerSecurity,
  middleware: requireSellerFor('settings'),
};
const identity = jsonContent(storeIdentitySchema, 'Identidade da loja.');

/** Configurações → Identidade: the store of the seller's session, never one the client names. */
export const registerStoreIdentity: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/identity',
      summary: 'Nome, dados legais, cores, contato, endereço e Tag Manager da loja.',
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => c.json(await readIdentity(deps.db, c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/identity',
      summary:
        'Substitui a identidade da loja. Cores sem contraste AA (4,5:1) na loja são recusadas (400).',
      request: jsonBody(storeIdentityBodySchema),
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const saved = await writeIdentity(deps.db, actor, c.req.valid('json'));
      storeCacheOf(deps).forget(actor.storeId);
      return c.json(saved, 200);
    },
  );
};
