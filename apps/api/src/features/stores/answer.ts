import type { StoreResponse } from '@vitrine/contract/stores';
import type { Context } from 'hono';
import type { AppDeps } from '../../http/context.ts';
import { cacheControlUntil } from '../../http/store-context.ts';
import { assetsBaseUrl } from '../../lib/asset-paths.ts';
import { bannersAt } from './banner-window.ts';
import { cardGatewayFrom } from './card-gateway.ts';
import type { readHost } from './reads.ts';
import { toBanner, toStoreData } from './serialize.ts';

/**
 * An open store's host changes seldom: a minute, no stale copies (the banners' next change caps
 * it). An unknown host, or a store not open yet, is never kept: a host is given to a new store
 * at any moment (sign-up), and a draft opens at any moment; whoever asks keeps its own short
 * copy (@vitrine/server/store-by-host).
 */
export const BY_HOST_CACHE = { maxAge: 60, stale: 0 };
const UNSETTLED = 'no-store';

/**
 * The answer of GET /stores/by-host (and the store part of GET /stores/shell) from what
 * readHost found, with its Cache-Control: `policy` for an open store, capped by its banners'
 * next change; never kept when no store answers or the store is not open (or suspended).
 */
export function storeAnswer(
  c: Context,
  deps: AppDeps,
  found: Awaited<ReturnType<typeof readHost>>,
  policy: { maxAge: number; stale: number },
): StoreResponse {
  if (!found) {
    c.header('Cache-Control', UNSETTLED);
    return {
      notFound: true,
      suspended: false,
      data: null,
      payment_default: null,
      banners: [],
      banners_until: null,
    };
  }
  const now = deps.now();
  const { store } = found;
  // The row was just read whole: this replica's store-scoped reads that follow (the page's
  // catalog, with its X-Store-Id) need not read it again.
  deps.storeCache.keep(store);
  const base = assetsBaseUrl(deps.config, store.id);
  const { live: banners, until } = bannersAt(found.banners, now);
  const cardGateway = cardGatewayFrom(found.card, deps.config.MERCADO_PAGO_SDK_URL);
  // A suspended store's answer is never kept either: its reactivation shows at once.
  const settled = store.status === 'open' && !store.suspendedAt;
  c.header('Cache-Control', settled ? cacheControlUntil(policy, until, now) : UNSETTLED);
  return {
    notFound: false,
    suspended: store.suspendedAt !== null,
    data: toStoreData(store, base, cardGateway),
    payment_default: store.paymentDefault,
    banners: banners.map((row) => toBanner(row, base)),
    banners_until: until?.toISOString() ?? null,
  };
}
