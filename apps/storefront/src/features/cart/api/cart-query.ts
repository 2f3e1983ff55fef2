import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery } from '../../../lib/api-query.ts';
import { cartQueryKey } from '../../../lib/cart-key.ts';

/**
 * The logged customer's cart (the header's badge; spec §2 /finalizar-compra/carrinho): the
 * api-client's cartQueryOptions, its getCart loaded on the first call. A cart mutation's answer
 * is the new cart: it is written under this key (setQueryData), not refetched.
 */
export const cartQuery = (api: BrowserApi) =>
  apiQuery(api, cartQueryKey, async (client) =>
    (await import('@vitrine/api-client/get-cart')).getCart(client),
  );
