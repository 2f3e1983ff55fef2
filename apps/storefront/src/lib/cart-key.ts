// The cart's query key: the api-client's own (`@vitrine/api-client/get-cart`, checked equal by
// features/cart/api/cart-key.test.ts). Written here rather than imported, because importing it would bring the
// API client and its schemas into every page's first download with the header's badge.
export const cartQueryKey = ['customer', 'cart'] as const;
