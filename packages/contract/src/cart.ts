import { z } from './zod.ts';
import { imageSchema, moneySchema, text } from './common.ts';

// spec §2 /finalizar-compra/carrinho, §3 cart add payload, §4 add-to-cart outcomes,
// §7 POST {apiBase}/cart.

/** spec §9: the most units one cart line holds, whatever the stock. */
export const MAX_LINE_QUANTITY = 99;

const quantity = z
  .number({ error: 'Quantidade inválida.' })
  .int('Quantidade inválida.')
  .min(1, 'A quantidade mínima é 1.')
  .max(MAX_LINE_QUANTITY, `A quantidade máxima é ${MAX_LINE_QUANTITY}.`);
const code = text().trim().min(1).max(64);

/** spec §3 cart add payload. `store_id` must match X-Store-Id: the header wins, never the body. */
export const addToCartBodySchema = z.object({
  qnt: quantity,
  code,
  variation: code,
  store_id: text().min(1).max(64),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const cartItemSchema = z.object({
  /** Product code and variation code, as in the add payload. */
  code: z.string(),
  variation: z.string(),
  kind: z.enum(['product', 'service']),
  slug: z.string(),
  name: z.string(),
  variation_name: z.string(),
  image: imageSchema.nullable(),
  unit_price: moneySchema,
  qnt: z.number().int(),
  total: moneySchema,
  /** Units on hand; null for services (not stock-controlled). */
  stock: z.number().int().nullable(),
  /** False when the item can no longer be bought as it is (inactive, or over the stock). */
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Units in the cart (the header badge, capped at 99 by the UI, spec §9). */
  quantity: z.number().int(),
  subtotal: moneySchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** spec §4: `status`/`statusCode` 200 added, 202 login required, 302 not added (with `error`). */
export const addToCartResponseSchema = z.object({
  status: z.literal(200),
  statusCode: z.literal(200),
  message: z.string(),
  cart: cartSchema,
});

/**
 * Why a quantity was refused (`quantity_unavailable`, `out_of_stock`), in numbers, so a screen
 * can say "Só temos 3 unidades deste item" and offer what can be had: the `details` of the
 * refused add and of the refused PATCH alike.
 */
export const cartQuantityDetailsSchema = z.object({
  /** The most units one cart line of this item may hold now: its stock, at most 99. */
  available: z.number().int().min(0),
  /** Units of it already in the cart before this request. */
  in_cart: z.number().int().min(0),
});
export type CartQuantityDetails = z.infer<typeof cartQuantityDetailsSchema>;

/** The body of a refused add (HTTP 401 or 404/409): spec §4 reads status/statusCode and error. */
export const addToCartRefusalSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.union([z.literal(202), z.literal(302)]),
  statusCode: z.union([z.literal(202), z.literal(302)]),
  error: z.string().optional(),
  details: cartQuantityDetailsSchema.optional(),
});
export type AddToCartRefusal = z.infer<typeof addToCartRefusalSchema>;

export const updateCartItemBodySchema = z.object({ qnt: quantity });

/** A refused PATCH of a line's quantity (409): the error body, with the numbers of the refusal. */
export const cartQuantityErrorSchema = z.object({
  code: z.enum(['out_of_stock', 'quantity_unavailable']),
  message: z.string(),
  details: cartQuantityDetailsSchema,
});

/** PATCH/DELETE /cart/items/{variation}: the variation code, as in the add payload. */
export const cartItemParamsSchema = z.object({ variation: code });
