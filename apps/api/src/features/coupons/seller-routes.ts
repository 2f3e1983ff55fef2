import { createRoute } from '@hono/zod-openapi';
import {
  couponDeletedSchema,
  couponInputSchema,
  couponListQuerySchema,
  couponListSchema,
  couponParamsSchema,
  couponSchema,
  couponStatusBodySchema,
} from '@vitrine/contract/coupons';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { toCoupon } from './serialize.ts';
import {
  createCoupon,
  deleteCoupon,
  findCoupon,
  listCoupons,
  setCouponStatus,
  updateCoupon,
} from './writes.ts';

/** The office's "Cupons": every route gated to the `coupons` area (owners and admins). */
export const registerSellerCoupons: Feature = (app, deps) => {
  const base = {
    tags: ['Cupons'],
    security: bearerSecurity,
    middleware: requireSellerFor('coupons'),
  };
  const coupon = jsonContent(couponSchema, 'Cupom.');
  const params = { params: couponParamsSchema };
  const rulesText =
    'Código de 3 a 30 letras, números, - ou _ (único na loja, sem diferenciar maiúsculas: 409 `coupon_code_taken`); porcentagem abaixo de 100% ou valor em reais; fim depois do início; limite por cliente até o limite total; categorias e produtos da própria loja.';

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/coupons',
      summary: 'Os cupons da loja, os mais novos primeiro, com quantas vezes cada um foi usado.',
      request: { query: couponListQuerySchema },
      responses: { 200: jsonContent(couponListSchema, 'Cupons.'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listCoupons(deps.db, c.get('session').storeId, query);
      return c.json(
        {
          items: rows.map(toCoupon),
          page: query.page,
          per_page: query.per_page,
          total,
          total_pages: Math.ceil(total / query.per_page),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/coupons/{id}',
      summary: 'Um cupom da loja.',
      request: params,
      responses: { 200: coupon, ...errorResponses },
    }),
    async (c) => {
      const row = await findCoupon(deps.db, c.get('session').storeId, c.req.valid('param').id);
      return c.json(toCoupon(row), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/coupons',
      summary: 'Cria um cupom (registrado no histórico da loja).',
      description: rulesText,
      request: jsonBody(couponInputSchema),
      responses: { 201: coupon, ...errorResponses },
    }),
    async (c) => {
      const row = await createCoupon(deps.db, actorOf(c), c.req.valid('json'));
      return c.json(toCoupon(row), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/coupons/{id}',
      summary: 'Altera um cupom; pedidos já feitos mantêm o desconto que tiveram.',
      description: `${rulesText} O limite de usos não fica abaixo dos usos que o cupom já teve (400 \`coupon_max_uses_below_uses\`).`,
      request: { ...params, ...jsonBody(couponInputSchema) },
      responses: { 200: coupon, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await updateCoupon(deps.db, actorOf(c), id, c.req.valid('json'), deps.now());
      return c.json(toCoupon(row), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/coupons/{id}/status',
      summary: 'Pausa ou reativa um cupom.',
      request: { ...params, ...jsonBody(couponStatusBodySchema) },
      responses: { 200: coupon, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const row = await setCouponStatus(deps.db, actorOf(c), id, status, deps.now());
      return c.json(toCoupon(row), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/coupons/{id}',
      summary: 'Exclui um cupom nunca usado; um cupom já usado é arquivado (some da lista).',
      request: params,
      responses: { 200: jsonContent(couponDeletedSchema, 'O que foi feito.'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { result } = await deleteCoupon(deps.db, actorOf(c), id, deps.now());
      return c.json({ result }, 200);
    },
  );
};
