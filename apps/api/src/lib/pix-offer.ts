import type { StoreRow } from '../http/context.ts';

/**
 * Whether the store takes pix: its charges are paid to the store's own key, so none without
 * one. GET /checkout/quote and the store's public data say it (the pay page offers pix and a
 * price says "no pix" by it); chargeOrder refuses pix by it (409 `pix_unavailable`).
 */
export const pixOffered = (store: Pick<StoreRow, 'pixKey'>): boolean => store.pixKey.trim() !== '';
