import { createRoute } from '@hono/zod-openapi';
import {
  categoryCreateBodySchema,
  categoryIdParamsSchema,
  categoryLeafSchema,
  categoryTreeQuerySchema,
  categoryTreeSchema,
  categoryUpdateBodySchema,
} from '@vitrine/contract/catalog-categories';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { readCategoryTree } from './category-tree.ts';
import { createCategory, deleteCategory, updateCategory } from './category-writes.ts';

const base = {
  tags: ['Categorias (vendedor)'],
  security: bearerSecurity,
  middleware: requireCatalogSeller,
};
const category = jsonContent(categoryLeafSchema, 'Categoria.');

export const registerCatalogCategories: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/catalog/categories',
      summary: 'Árvore de categorias da loja: departamentos e suas categorias, em ordem.',
      request: { query: categoryTreeQuerySchema },
      responses: { 200: jsonContent(categoryTreeSchema, 'Árvore.'), ...errorResponses },
    }),
    async (c) => {
      const { kind } = c.req.valid('query');
      const items = await readCategoryTree(deps.db, c.get('session').storeId, kind);
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/catalog/categories',
      summary: 'Cria um departamento (sem pai) ou uma categoria dentro de um departamento.',
      request: jsonBody(categoryCreateBodySchema),
      responses: { 201: category, ...errorResponses },
    }),
    async (c) => c.json(await createCategory(deps.db, actorOf(c), c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/catalog/categories/{id}',
      summary: 'Renomeia, muda o slug, move para outro departamento ou reordena.',
      request: { params: categoryIdParamsSchema, ...jsonBody(categoryUpdateBodySchema) },
      responses: { 200: category, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateCategory(deps.db, actorOf(c), id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/catalog/categories/{id}',
      summary: 'Exclui uma categoria vazia (sem produtos nem subcategorias); senão 409.',
      request: { params: categoryIdParamsSchema },
      responses: { 204: { description: 'Excluída.' }, ...errorResponses },
    }),
    async (c) => {
      await deleteCategory(deps.db, actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
};
