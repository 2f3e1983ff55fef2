// The cart fetcher, loaded on demand with the API client (see cart-link.tsx).
export { getCart } from '@vitrine/api-client/get-cart';
