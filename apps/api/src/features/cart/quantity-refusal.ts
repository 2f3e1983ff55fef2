import { MAX_LINE_QUANTITY, type CartQuantityDetails } from '@vitrine/contract/cart';
import { CART_MESSAGES } from './messages.ts';

export type QuantityRefusal = {
  code: 'out_of_stock' | 'quantity_unavailable';
  message: string;
  details: CartQuantityDetails;
};

/**
 * Whether a line may hold `wanted` units of a variation with this stock (null: a service, not
 * stock-controlled), and if not why, in words and in numbers: the add and the quantity change
 * refuse alike. `inCart` is what the line held before the request; an add (`'add'`) says it too
 * ("e 2 já estão no seu carrinho": why 2 more are refused with 3 in stock), a quantity change
 * (`'set'`) asks for a line's whole quantity, so the stock alone explains it.
 */
export function quantityRefusal(
  stock: number | null,
  wanted: number,
  inCart: number,
  request: 'add' | 'set',
): QuantityRefusal | null {
  const available = Math.max(0, Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
  const details = { available, in_cart: inCart };
  if (stock !== null && stock <= 0) {
    return { code: 'out_of_stock', message: CART_MESSAGES.outOfStock, details };
  }
  if (wanted <= available) return null;
  const stockBound = stock !== null && stock < MAX_LINE_QUANTITY;
  return {
    code: 'quantity_unavailable',
    message: stockBound
      ? CART_MESSAGES.quantityUnavailable(available, request === 'add' ? inCart : 0)
      : CART_MESSAGES.lineLimit(MAX_LINE_QUANTITY),
    details,
  };
}
