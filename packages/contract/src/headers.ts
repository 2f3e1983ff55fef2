/** spec §6: the store header every store-scoped call carries, holding the store id. */
export const STORE_HEADER = 'X-Store-Id';
