import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { STORE_HEADER, type ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Store-scoped routes read the store from the X-Store-Id header (spec §6) and load it; the id
 * in a body is never trusted over it. Everything the route reads or writes is filtered by it.
 * Reads (GET, HEAD) take the row from the replica's short-lived cache (store-cache.ts); every
 * other method reads it fresh, so an order is priced with the payment_default of the moment.
 */
export const requireStore = createMiddleware<ApiEnv>(async (c, next) => {
  const id = c.req.header(STORE_HEADER);
  if (!id || !UUID.test(id)) {
    throw new ApiError(400, 'store_required', 'Loja não informada (cabeçalho X-Store-Id).');
  }
  const cache = c.get('deps').storeCache;
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const store = await (read ? cache.get(id) : cache.fresh(id));
  if (!store) throw new ApiError(404, 'store_not_found', 'Loja não encontrada.');
  // Suspended by the platform: nothing is shown or sold to shoppers (no cart, no checkout, no
  // payment, no sign-in); the office's routes say what they allow (http/auth.ts).
  if (store.suspendedAt && !c.get('suspendedStoreServed')) {
    throw new ApiError(503, 'store_suspended', STORE_SUSPENDED_MESSAGE);
  }
  c.set('store', store);
  await next();
});

export const STORE_SUSPENDED_MESSAGE = 'Loja indisponível no momento.';

/** Before requireStore: this route answers for a suspended store as for any other. */
export const servedWhileSuspended = createMiddleware<ApiEnv>(async (c, next) => {
  c.set('suspendedStoreServed', true);
  await next();
});

export const PUBLIC_MAX_AGE_S = 30;
export const PUBLIC_STALE_S = 120;

/**
 * A Cache-Control that lets no copy be served past `until` (an answer that changes by the
 * clock then, such as a banner's end): fresh for at most the seconds left, stale for at most
 * what remains of them. Without `until`, the policy as it is.
 */
export function cacheControlUntil(
  policy: { maxAge: number; stale: number },
  until: Date | null,
  now: Date,
): string {
  const left = until ? Math.floor((until.getTime() - now.getTime()) / 1000) : Infinity;
  if (left <= 0) return 'no-cache';
  const maxAge = Math.min(policy.maxAge, left);
  const stale = Math.min(policy.stale, left - maxAge);
  return `public, max-age=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}

/**
 * Public reads of a store's data may be cached briefly by browsers and CDNs, separately per
 * store; `bound` keeps an answer that changes at a known instant from being kept past it.
 */
export function cachePublicly(c: Context, bound?: { until: Date | null; now: Date }) {
  const policy = { maxAge: PUBLIC_MAX_AGE_S, stale: PUBLIC_STALE_S };
  c.header(
    'Cache-Control',
    cacheControlUntil(policy, bound?.until ?? null, bound?.now ?? new Date()),
  );
  c.header('Vary', 'X-Store-Id', { append: true });
}
