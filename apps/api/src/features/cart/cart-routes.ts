import { createRoute } from '@hono/zod-openapi';
import {
  cartItemParamsSchema,
  cartQuantityErrorSchema,
  cartSchema,
  updateCartItemBodySchema,
} from '@vitrine/contract/cart';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartItems, productVariations } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { cartChanged, cartClosed } from '../../lib/cart-activity.ts';
import { requireOpenStore } from '../../http/store-open.ts';
import { CART_MESSAGES } from './messages.ts';
import { quantityRefusal } from './quantity-refusal.ts';
import { readCart, type CartOwner } from './reads.ts';

/** The cart line of this customer holding the variation with this code, or null. */
async function findLine(db: Database, owner: CartOwner, variation: string) {
  const variations = db
    .select({ id: productVariations.id })
    .from(productVariations)
    .where(
      and(eq(productVariations.storeId, owner.storeId), eq(productVariations.code, variation)),
    );
  const [line] = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, stock: productVariations.stock })
    .from(cartItems)
    .innerJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .where(
      and(
        eq(cartItems.customerId, owner.customerId),
        eq(cartItems.storeId, owner.storeId),
        inArray(cartItems.variationId, variations),
      ),
    );
  return line ?? null;
}

/** spec §2 /finalizar-compra/carrinho: read, change a quantity, remove a line. */
export const registerCart: Feature = (app, deps) => {
  const base = { tags: ['Carrinho'], security: bearerSecurity };
  const middleware = requireCustomer;
  const cart = jsonContent(cartSchema, 'Carrinho.');
  const variationParam = { params: cartItemParamsSchema };
  const ownerOf = (session: { storeId: string; accountId: string }): CartOwner => ({
    storeId: session.storeId,
    customerId: session.accountId,
  });

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/cart',
      summary: 'O carrinho do cliente, com preços e estoque de agora.',
      middleware,
      responses: { 200: cart, ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const { db, config } = deps;
      return c.json(await readCart(db, owner, assetsBaseUrl(config, owner.storeId)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/cart/items/{variation}',
      summary: 'Muda a quantidade de um item (pelo código da variação).',
      description:
        'Uma loja que não está aberta (rascunho, em pausa, encerrada) não aceita mudanças: 409 `store_not_open`. Remover um item continua possível.',
      middleware,
      request: { ...variationParam, ...jsonBody(updateCartItemBodySchema) },
      responses: {
        200: cart,
        ...errorResponses,
        409: jsonContent(cartQuantityErrorSchema, 'Quantidade indisponível ou sem estoque.'),
      },
    }),
    async (c) => {
      // The store row is read fresh for a write (requireStore): paused a moment ago, refused.
      requireOpenStore(c.get('store'));
      const owner = ownerOf(c.get('session'));
      const { db, config } = deps;
      const line = await findLine(db, owner, c.req.valid('param').variation);
      if (!line) throw notFound(CART_MESSAGES.itemNotInCart);
      const { qnt } = c.req.valid('json');
      const refused = quantityRefusal(line.stock, qnt, line.quantity, 'set');
      if (refused) throw new ApiError(409, refused.code, refused.message, refused.details);
      await db.update(cartItems).set({ quantity: qnt }).where(eq(cartItems.id, line.id));
      await cartChanged(db, owner, deps.now());
      return c.json(await readCart(db, owner, assetsBaseUrl(config, owner.storeId)), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/cart/items/{variation}',
      summary: 'Remove um item do carrinho.',
      middleware,
      request: variationParam,
      responses: { 200: cart, ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const { db, config } = deps;
      const line = await findLine(db, owner, c.req.valid('param').variation);
      if (!line) throw notFound(CART_MESSAGES.itemNotInCart);
      await db.delete(cartItems).where(eq(cartItems.id, line.id));
      const cart = await readCart(db, owner, assetsBaseUrl(config, owner.storeId));
      // Emptied: no reminder follows (issue #37); else the reminders count from now.
      if (cart.items.length === 0) await cartClosed(db, owner.customerId, deps.now(), null);
      else await cartChanged(db, owner, deps.now());
      return c.json(cart, 200);
    },
  );
};
