import type { CartItem } from '@vitrine/contract/cart';

/** The most units a line may ask for: its stock, and never over the API's 99 (spec §9). */
export const MAX_LINE_QUANTITY = 99;

export type LineProblem =
  { kind: 'sold-out' } | { kind: 'too-many'; stock: number } | { kind: 'inactive' } | null;

/**
 * Why a line cannot be bought as it is, from the cart's today's stock (spec §2 "a stock problem
 * shows on its line"); null when it can. The API's `available` is the verdict, the stock says why.
 */
export function lineProblem(item: CartItem): LineProblem {
  if (item.available) return null;
  if (item.stock !== null && item.stock <= 0) return { kind: 'sold-out' };
  if (item.stock !== null && item.qnt > item.stock) return { kind: 'too-many', stock: item.stock };
  return { kind: 'inactive' };
}

export const maxQuantity = (item: CartItem) =>
  Math.min(item.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);

/** Few units left: said next to the stepper, as the product page does (5 or fewer). */
export const FEW_UNITS = 5;
