import { createRoute } from '@hono/zod-openapi';
import {
  catalogListQuerySchema,
  catalogListSchema,
  officeProductSchema,
  productIdParamsSchema,
  productInputSchema,
  productStatusBodySchema,
} from '@vitrine/contract/catalog-office';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCatalogSeller } from '../../http/auth.ts';
import { actorOf, assetsBaseOf } from '../../lib/audit-actor.ts';
import { countCatalog, listCatalog } from './list.ts';
import { deleteProduct, duplicateProduct, setProductStatus } from './product-lifecycle.ts';
import { loadOfficeProduct } from './product-read.ts';
import { saveProduct } from './product-writes.ts';

const base = {
  tags: ['Catálogo (vendedor)'],
  security: bearerSecurity,
  middleware: requireCatalogSeller,
};
const product = jsonContent(officeProductSchema, 'Produto ou serviço.');
const byId = { params: productIdParamsSchema };

/** The seller's products and services: list, read, create, replace, status, duplicate, delete. */
export const registerCatalogProducts: Feature = (app, deps) => {
  // The office's writes count new products against the store's limit (STORE_MAX_PRODUCTS).
  const writes = { db: deps.db, now: deps.now, limits: deps.config, jobs: deps.jobs };
  const answer = (storeId: string, id: string) =>
    loadOfficeProduct(deps.db, storeId, id, assetsBaseOf(deps, storeId));

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/catalog/products',
      summary:
        'Produtos e serviços da loja: busca por nome ou SKU, filtros por tipo, status, categoria e estoque (esgotado, baixo), ordenação, paginados.',
      request: { query: catalogListQuerySchema },
      responses: { 200: jsonContent(catalogListSchema, 'Produtos.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId } = c.get('session');
      const { page, per_page, ...filters } = c.req.valid('query');
      const [items, total] = await Promise.all([
        listCatalog(
          deps.db,
          storeId,
          filters,
          { limit: per_page, offset: (page - 1) * per_page },
          assetsBaseOf(deps, storeId),
        ),
        countCatalog(deps.db, storeId, filters),
      ]);
      return c.json(
        { items, page, per_page, total, total_pages: Math.ceil(total / per_page) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/catalog/products',
      summary: 'Cria um produto ou serviço (rascunho por padrão) com suas variações.',
      description:
        'Slug e SKUs ausentes são gerados. Slug, código ou SKU já usados na loja: 409 (slug_taken, code_taken, sku_taken). A descrição é sanitizada com as regras das páginas de conteúdo.',
      request: jsonBody(productInputSchema),
      responses: { 201: product, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const id = await saveProduct(writes, actor, c.req.valid('json'), {
        assetsBase: assetsBaseOf(deps, actor.storeId),
      });
      return c.json(await answer(actor.storeId, id), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/catalog/products/{id}',
      summary: 'Um produto ou serviço como o vendedor o edita.',
      request: byId,
      responses: { 200: product, ...errorResponses },
    }),
    async (c) => c.json(await answer(c.get('session').storeId, c.req.valid('param').id), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/catalog/products/{id}',
      summary: 'Substitui um produto ou serviço e sua matriz de variações.',
      description:
        'O estoque de variações existentes não muda aqui (use o ajuste de estoque). Variações retiradas da matriz são excluídas, ou desativadas (sold=false) quando têm pedidos. Mudar o slug grava o antigo para redirecionar (301). `expected_updated_at` desatualizado: 409 product_changed.',
      request: { ...byId, ...jsonBody(productInputSchema) },
      responses: { 200: product, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      await saveProduct(writes, actor, c.req.valid('json'), {
        productId: id,
        assetsBase: assetsBaseOf(deps, actor.storeId),
      });
      return c.json(await answer(actor.storeId, id), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/catalog/products/{id}/status',
      summary: 'Publica (active), arquiva (archived) ou volta a rascunho (draft).',
      request: { ...byId, ...jsonBody(productStatusBodySchema) },
      responses: { 200: product, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      await setProductStatus(writes, actor, id, c.req.valid('json').status);
      return c.json(await answer(actor.storeId, id), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/catalog/products/{id}/duplicate',
      summary: 'Duplica como rascunho, com novo slug e novos SKUs, sem estoque.',
      request: byId,
      responses: { 201: product, ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const id = await duplicateProduct(writes, actor, c.req.valid('param').id);
      return c.json(await answer(actor.storeId, id), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/catalog/products/{id}',
      summary: 'Exclui um produto que nunca teve pedidos; com pedidos, 409 (arquive-o).',
      request: byId,
      responses: { 204: { description: 'Excluído.' }, ...errorResponses },
    }),
    async (c) => {
      await deleteProduct(deps, actorOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
};
