import { createRoute } from '@hono/zod-openapi';
import {
  addToCartBodySchema,
  addToCartRefusalSchema,
  addToCartResponseSchema,
  type CartQuantityDetails,
} from '@vitrine/contract/cart';
import { sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { requireStore } from '../../http/store-context.ts';
import { storeNotOpenMessage } from '../../http/store-open.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { bearerToken } from '../../http/auth.ts';
import { expireOverdueOrders } from '../orders/expiry.ts';
import { findSession } from '../../lib/sessions.ts';
import { CART_MESSAGES } from './messages.ts';
import { quantityRefusal } from './quantity-refusal.ts';
import { cartAnswer, cartLines, findVariation } from './reads.ts';

const refusal = (
  code: string,
  message: string,
  status: 202 | 302,
  details?: CartQuantityDetails,
) => ({
  code,
  message,
  status,
  statusCode: status,
  ...(status === 302 ? { error: message } : {}),
  ...(details ? { details } : {}),
});

/**
 * spec §7 POST {apiBase}/cart and §4 outcomes. The body carries `status`/`statusCode` as the
 * spec's clients read them (202 login required, 302 not added + `error`); the HTTP status is the
 * precise one (401, 404, 409) so generic clients and logs see a failure as a failure.
 */
export const registerAddToCart: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/cart',
      tags: ['Carrinho'],
      summary: 'Adiciona um item ao carrinho do cliente logado.',
      description:
        'Sem sessão válida: HTTP 401 com status/statusCode 202 (login necessário). Item ' +
        'inexistente (404) ou sem estoque (409): status/statusCode 302 e `error` com o motivo. ' +
        'Loja que não está aberta (rascunho, em pausa, encerrada): 409 `store_not_open`, status 302. ' +
        '`store_id` do corpo deve ser igual ao cabeçalho X-Store-Id (senão 400).',
      middleware: requireStore,
      request: jsonBody(addToCartBodySchema),
      responses: {
        ...errorResponses,
        200: jsonContent(addToCartResponseSchema, 'Item adicionado.'),
        401: jsonContent(addToCartRefusalSchema, 'Login necessário (status 202).'),
        404: jsonContent(addToCartRefusalSchema, 'Produto não encontrado (status 302).'),
        409: jsonContent(
          addToCartRefusalSchema,
          'Sem estoque, ou loja que não está aberta (status 302).',
        ),
      },
    }),
    async (c) => {
      const { db, now, config } = deps;
      const store = c.get('store');
      // Before the login: a shopper sent to log in at a store that sells nothing would come
      // back to the same refusal. The row is read fresh for a write (requireStore).
      const closed = storeNotOpenMessage(store);
      if (closed) return c.json(refusal('store_not_open', closed, 302), 409);
      const body = c.req.valid('json');
      const token = bearerToken(c.req.header('authorization'));
      const session = token ? await findSession(db, token, 'customer', now()) : null;
      if (!session || session.storeId !== store.id) {
        return c.json(refusal('login_required', CART_MESSAGES.loginRequired, 202), 401);
      }
      if (body.store_id.toLowerCase() !== store.id) {
        throw badRequest('store_mismatch', CART_MESSAGES.storeMismatch);
      }
      let found = await findVariation(db, store.id, body.code, body.variation);
      // A variation switched off (sold=false) is out of the store like an inactive product.
      if (!found || found.product.status !== 'active' || !found.variation.sold) {
        return c.json(refusal('product_not_found', CART_MESSAGES.notFound, 302), 404);
      }
      const owner = { storeId: store.id, customerId: session.accountId };
      const base = assetsBaseUrl(config, store.id);
      const lines = await cartLines(db, owner);
      const inCart = lines.find((line) => line.variation.id === found?.variation.id)?.quantity ?? 0;
      const wanted = inCart + body.qnt;
      // Units held by unpaid orders past their expiry go back on sale before saying "sem estoque".
      if (found.variation.stock !== null && wanted > found.variation.stock) {
        if ((await expireOverdueOrders(db, store.id, now())) > 0) {
          found = (await findVariation(db, store.id, body.code, body.variation)) ?? found;
        }
      }
      const refused = quantityRefusal(found.variation.stock, wanted, inCart, 'add');
      if (refused) {
        return c.json(refusal(refused.code, refused.message, 302, refused.details), 409);
      }
      // Stock is checked again, atomically, at checkout; here it only spares the buyer a surprise.
      const [line] = await db
        .insert(cartItems)
        .values({ ...owner, variationId: found.variation.id, quantity: body.qnt, createdAt: now() })
        .onConflictDoUpdate({
          target: [cartItems.customerId, cartItems.variationId],
          set: { quantity: sql`${cartItems.quantity} + ${body.qnt}` },
        })
        .returning({ itemId: cartItems.id, quantity: cartItems.quantity });
      // The answer is the cart read above with this line as the write left it (a new line goes
      // last, as cartLines orders them): one read of the cart per add, not two.
      const added = { ...line!, variation: found.variation, product: found.product };
      const cart = cartAnswer(
        lines.some((one) => one.itemId === added.itemId)
          ? lines.map((one) => (one.itemId === added.itemId ? added : one))
          : [...lines, added],
        base,
      );
      return c.json(
        { status: 200 as const, statusCode: 200 as const, message: CART_MESSAGES.added, cart },
        200,
      );
    },
  );
};
