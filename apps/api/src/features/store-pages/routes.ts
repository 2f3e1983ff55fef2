import { createRoute } from '@hono/zod-openapi';
import {
  pageIdParamsSchema,
  pageInputSchema,
  storePageListSchema,
  storePageSchema,
} from '@vitrine/contract/store-pages';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { createStorePage, deleteStorePage, listStorePages, updateStorePage } from './writes.ts';

// The storefront reads pages through GET /pages (features/pages), cached publicly for its
// window (cachePublicly): a saved page shows on the storefront within it, as the office says.

const base = {
  tags: ['Configurações (vendedor)'],
  security: bearerSecurity,
  middleware: requireSellerFor('settings'),
};
const page = jsonContent(storePageSchema, 'Página de conteúdo.');
const SLUG_NOTE =
  'Slug vazio: gerado do título. Slug de outra página da loja: 409 slug_taken. O HTML é sanitizado com as regras das descrições de produto. Um slug trocado não deixa redirecionamento: o endereço antigo responde 404.';

/** Configurações → Páginas: the content pages of the seller's store (drafts too). */
export const registerStorePages: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/settings/pages',
      summary: 'As páginas de conteúdo da loja, rascunhos também, na ordem do rodapé.',
      responses: { 200: jsonContent(storePageListSchema, 'Páginas.'), ...errorResponses },
    }),
    async (c) => c.json({ items: await listStorePages(deps.db, c.get('session').storeId) }, 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/settings/pages',
      summary: `Cria uma página de conteúdo. ${SLUG_NOTE}`,
      request: jsonBody(pageInputSchema),
      responses: { 201: page, ...errorResponses },
    }),
    async (c) =>
      c.json(await createStorePage(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 201),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/settings/pages/{id}',
      summary: `Substitui uma página de conteúdo (slug vazio mantém o atual). ${SLUG_NOTE}`,
      request: { params: pageIdParamsSchema, ...jsonBody(pageInputSchema) },
      responses: { 200: page, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await updateStorePage(deps.db, actorOf(c), id, c.req.valid('json'), deps.now()),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/settings/pages/{id}',
      summary: 'Exclui uma página de conteúdo: seu endereço passa a responder 404.',
      request: { params: pageIdParamsSchema },
      responses: { 204: { description: 'Excluída.' }, ...errorResponses },
    }),
    async (c) => {
      await deleteStorePage(deps.db, actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
};
