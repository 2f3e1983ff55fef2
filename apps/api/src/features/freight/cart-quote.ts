import type { AppDeps, StoreRow } from '../../http/context.ts';
import { isAvailable, type CartLine } from '../cart/reads.ts';
import { melhorEnvioFor } from './carrier.ts';
import { quoteFreight, shippedLineOf, type FreightQuote } from './quote.ts';
import { loadFreightSetup } from './setup.ts';

/** The cart's lines that travel: available products (services are not shipped). */
export const shippedCartLines = (lines: readonly CartLine[]) =>
  lines.filter((line) => line.product.kind === 'product' && isAvailable(line));

/**
 * The freight quote for a store's product page or cart lines to a CEP, with its setup read
 * fresh: the one way the product page, the cart, the pay page and the order's re-quote price
 * freight. Free shipping is judged on the goods at list price, before any coupon.
 */
export async function quoteStoreFreight(
  deps: AppDeps,
  store: StoreRow,
  request: {
    cep: string;
    lines: readonly { variation: CartLine['variation']; quantity: number }[];
  },
): Promise<FreightQuote> {
  const setup = await loadFreightSetup(
    deps.db,
    deps.secrets,
    store,
    melhorEnvioFor(deps, store.id),
  );
  return quoteFreight(setup, {
    cep: request.cep,
    goodsCents: request.lines.reduce(
      (sum, line) => sum + line.variation.priceCents * line.quantity,
      0,
    ),
    lines: request.lines.map(({ variation, quantity }) => shippedLineOf(variation, quantity)),
  });
}
