import { createRoute } from '@hono/zod-openapi';
import { applyCouponBodySchema, cartCouponSchema } from '@vitrine/contract/coupons';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { requireOpenStore } from '../../http/store-open.ts';
import { cartLines } from '../cart/reads.ts';
import { pricedLines } from '../cart/pricing.ts';
import { appliedCoupon, applyCoupon, cartCouponOf, removeCartCoupon } from './cart-coupon.ts';

/** The shopper's coupon on their cart (spec §2 cart and pay pages): read, apply, remove. */
export const registerCartCoupon: Feature = (app, deps) => {
  const base = { tags: ['Carrinho'], security: bearerSecurity, middleware: requireCustomer };
  const answer = jsonContent(cartCouponSchema, 'O cupom do carrinho, com o desconto de agora.');
  const ownerOf = (session: { storeId: string; accountId: string }) => ({
    storeId: session.storeId,
    customerId: session.accountId,
  });

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/cart/coupon',
      summary: 'O cupom do carrinho e quanto ele desconta agora (null: nenhum).',
      description:
        'Se o carrinho mudou e o cupom deixou de valer, `problem` diz por quê e `discount` é 0.',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const lines = pricedLines(await cartLines(deps.db, owner));
      const coupon = await cartCouponOf(deps.db, owner, lines, deps.now());
      return c.json({ coupon: appliedCoupon(coupon) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/cart/coupon',
      summary: 'Aplica um cupom ao carrinho (o código não diferencia maiúsculas).',
      description:
        'Recusas: 404 `coupon_not_found`; 409 `store_not_open` (loja que não está aberta), `coupon_paused`, `coupon_not_started`, `coupon_expired`, `coupon_exhausted`, `coupon_already_used`, `coupon_not_applicable`, `coupon_minimum_not_reached` (com `details.missing`, quanto falta em reais).',
      request: jsonBody(applyCouponBodySchema),
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => {
      // A store that sells nothing takes no coupon either (the row read fresh for a write,
      // requireStore). Taking one off stays allowed, as taking a line off the cart does.
      requireOpenStore(c.get('store'));
      const owner = ownerOf(c.get('session'));
      const lines = pricedLines(await cartLines(deps.db, owner));
      const { code } = c.req.valid('json');
      const coupon = await applyCoupon(deps.db, owner, code, lines, deps.now());
      return c.json({ coupon: appliedCoupon(coupon) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/cart/coupon',
      summary: 'Tira o cupom do carrinho.',
      responses: { 200: answer, ...errorResponses },
    }),
    async (c) => {
      await removeCartCoupon(deps.db, ownerOf(c.get('session')));
      return c.json({ coupon: null }, 200);
    },
  );
};
