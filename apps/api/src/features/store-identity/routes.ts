import { createRoute } from '@hono/zod-openapi';
import {
  storeIdentityBodySchema,
  storeIdentitySchema,
  storeLogoBodySchema,
} from '@vitrine/contract/store-identity';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf, assetsBaseOf } from '../../lib/audit-actor.ts';
import { readIdentity } from './reads.ts';
import { removeLogo, setLogo, writeIdentity } from './writes.ts';

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
      summary: 'Nome, descrição, logo, cores, redes sociais e Tag Manager da loja.',
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      return c.json(await readIdentity(deps.db, storeId, assetsBaseOf(deps, storeId)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/identity',
      summary:
        'Substitui a identidade da loja (o logo fica). Cores sem contraste AA (4,5:1) na loja são recusadas (400).',
      request: jsonBody(storeIdentityBodySchema),
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const assetsBase = assetsBaseOf(deps, actor.storeId);
      const saved = await writeIdentity(deps.db, actor, assetsBase, c.req.valid('json'));
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/identity/logo',
      summary:
        'Usa como logo uma imagem enviada por POST /images (desta loja; outra: 400 image_unknown).',
      request: jsonBody(storeLogoBodySchema),
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const assetsBase = assetsBaseOf(deps, actor.storeId);
      const saved = await setLogo(deps.db, actor, assetsBase, c.req.valid('json').image_id);
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/settings/identity/logo',
      summary: 'Tira o logo: a loja mostra o nome no cabeçalho.',
      responses: { 200: identity, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const saved = await removeLogo(deps.db, actor, assetsBaseOf(deps, actor.storeId));
      deps.storeCache.forget(actor.storeId);
      return c.json(saved, 200);
    },
  );
};
