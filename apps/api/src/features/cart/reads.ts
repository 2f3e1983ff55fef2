import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartItems, productVariations, products } from '../../db/schema/index.ts';
import { fromCents } from '../../lib/money.ts';
import { toImage } from '../../lib/asset-paths.ts';

export type CartOwner = { storeId: string; customerId: string };

/**
 * A cart line's product: what pricing, the order's lines and the answer use — not the search
 * document, the description or the shelf's copies, which every cart read (four a checkout
 * round) would otherwise carry and parse.
 */
const {
  searchVector: _searchVector,
  description: _description,
  shelfTokens: _shelfTokens,
  shelfInStock: _shelfInStock,
  shelfPriceCents: _shelfPriceCents,
  ...cartProduct
} = getTableColumns(products);

const cartLinesOf = preparedQuery((db) =>
  db
    .select({
      itemId: cartItems.id,
      quantity: cartItems.quantity,
      variation: productVariations,
      product: cartProduct,
    })
    .from(cartItems)
    .innerJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(cartItems.storeId, sql.placeholder('storeId')),
        eq(cartItems.customerId, sql.placeholder('customerId')),
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines'),
);

/** The cart's lines joined to the catalog: prices are always today's, never the cart's. */
export function cartLines(db: Database, owner: CartOwner) {
  return cartLinesOf(db).execute({ storeId: owner.storeId, customerId: owner.customerId });
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

export function isAvailable(line: CartLine): boolean {
  const { stock } = line.variation;
  return (
    line.product.status === 'active' &&
    line.variation.sold &&
    (stock === null || line.quantity <= stock)
  );
}

/**
 * The cart as answered: today's prices and stock, pictures as absolute URLs under the store's
 * assets `base` (assetsBaseUrl), like every other answer's.
 */
export async function readCart(db: Database, owner: CartOwner, base: string) {
  return cartAnswer(await cartLines(db, owner), base);
}

/** The cart as answered, from its lines as read (cartLines). */
export function cartAnswer(lines: readonly CartLine[], base: string) {
  let subtotalCents = 0;
  let quantity = 0;
  const items = lines.map((line) => {
    const { variation, product } = line;
    const image = variation.images[0] ?? product.images[0];
    const totalCents = variation.priceCents * line.quantity;
    subtotalCents += totalCents;
    quantity += line.quantity;
    return {
      code: product.code,
      variation: variation.code,
      kind: product.kind,
      slug: product.slug,
      name: product.name,
      variation_name: variation.name,
      image: image ? toImage(base, image) : null,
      unit_price: fromCents(variation.priceCents),
      qnt: line.quantity,
      total: fromCents(totalCents),
      stock: variation.stock,
      available: isAvailable(line),
    };
  });
  return { items, quantity, subtotal: fromCents(subtotalCents) };
}

const variationByCodes = preparedQuery((db) =>
  db
    .select({ variation: productVariations, product: cartProduct })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(productVariations.storeId, sql.placeholder('storeId')),
        eq(productVariations.code, sql.placeholder('variationCode')),
        eq(products.storeId, sql.placeholder('storeId')),
        eq(products.code, sql.placeholder('productCode')),
      ),
    )
    .prepare('cart_variation_by_codes'),
);

/** A variation of this store by its codes (spec §3 `code` + `variation`), with its product. */
export async function findVariation(
  db: Database,
  storeId: string,
  productCode: string,
  variationCode: string,
) {
  const [row] = await variationByCodes(db).execute({ storeId, productCode, variationCode });
  return row ?? null;
}
