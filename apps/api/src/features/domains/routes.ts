import { createRoute } from '@hono/zod-openapi';
import {
  addStoreDomainBodySchema,
  storeDomainParamsSchema,
  storeDomainSchema,
  storeDomainsSchema,
} from '@vitrine/contract/domains';
import { messageResponseSchema } from '@vitrine/contract/auth';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { registerDemoDns } from './demo-routes.ts';
import {
  addDomain,
  domainsOf,
  listDomains,
  makePrimary,
  removeDomain,
  verifyDomain,
} from './domains.ts';

/**
 * A store's own domains (office, Configurações → Domínio): add one, read the records to set at
 * the registrar, "Verificar" against real DNS, choose the primary, remove. Settings routes (one
 * role gate); every write is recorded in the store's history.
 */
export const registerDomains: Feature = (app, deps) => {
  const { settings, check } = domainsOf(deps.config);
  const base = {
    tags: ['Configurações'],
    security: bearerSecurity,
    middleware: requireSellerFor('settings'),
  };
  const one = jsonContent(storeDomainSchema, 'O domínio e os registros a criar.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/domains',
      summary: 'Os domínios próprios da loja, com os registros DNS que cada um pede.',
      responses: {
        200: jsonContent(storeDomainsSchema, 'Domínios da loja.'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await listDomains(deps.db, c.get('session').storeId, settings), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/domains',
      summary: 'Adiciona um domínio próprio (ainda não verificado).',
      description:
        '400 `invalid_domain`, `platform_domain` (um endereço da plataforma) ou `apex_unsupported` (domínio sem www, sem PLATFORM_ADDRESSES); 409 `domain_exists`, `domain_taken` (verificado em outra loja) ou `too_many_domains`.',
      request: jsonBody(addStoreDomainBodySchema),
      responses: { 201: one, ...errorResponses },
    }),
    async (c) =>
      c.json(await addDomain(deps.db, actorOf(c), c.req.valid('json').domain, settings), 201),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/domains/{domain}/verify',
      summary: 'Verificar: consulta o DNS e, com os dois registros certos, conecta o domínio.',
      description:
        '422 `domain_not_verified` com `details.problems` (cada registro ausente ou errado: `txt_missing`, `txt_wrong`, `cname_missing`, `cname_wrong`, `address_missing`, `address_wrong`, ou `dns_unreachable` quando o DNS não respondeu) e `details.domain`; 409 `domain_taken`.',
      request: { params: storeDomainParamsSchema },
      responses: { 200: one, ...errorResponses },
    }),
    async (c) => {
      const domain = c.req.valid('param').domain;
      const verified = await verifyDomain(deps.db, actorOf(c), domain, settings, check, deps.now());
      return c.json(verified, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/domains/{domain}/primary',
      summary: 'Torna o domínio (verificado) o principal da loja.',
      request: { params: storeDomainParamsSchema },
      responses: { 200: one, ...errorResponses },
    }),
    async (c) => {
      const domain = c.req.valid('param').domain;
      return c.json(await makePrimary(deps.db, actorOf(c), domain, settings), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/settings/domains/{domain}',
      summary: 'Remove o domínio: a loja deixa de atender nele.',
      request: { params: storeDomainParamsSchema },
      responses: {
        200: jsonContent(messageResponseSchema, 'Domínio removido.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      await removeDomain(deps.db, actorOf(c), c.req.valid('param').domain);
      return c.json({ message: 'Domínio removido. A loja deixou de atender nele.' }, 200);
    },
  );

  if (deps.config.DEMO_MODE) registerDemoDns(app, deps);
};
