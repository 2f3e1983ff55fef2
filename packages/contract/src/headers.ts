/** spec §6: the store header every store-scoped call carries, holding the store id. */
export const STORE_HEADER = 'X-Store-Id';

/**
 * A read's store named by the host a shopper typed instead of its id (the storefront's server,
 * before it knows the id): the API answers with the store's id in X-Store-Id.
 */
export const STORE_HOST_HEADER = 'X-Store-Host';
