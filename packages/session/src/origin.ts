import type { MiddlewareHandler } from 'hono';
import { isHttps } from './cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a request that changes something must come from a page of this same origin. Browsers
 * send `Origin` with every such request (and `Sec-Fetch-Site`); anything else is refused.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') === 'same-origin';
  try {
    const own = new URL(request.url);
    const from = new URL(origin);
    return from.host === own.host && from.protocol === (isHttps(request) ? 'https:' : own.protocol);
  } catch {
    return false; // `Origin: null` (sandboxed frames, some redirects) or garbage
  }
}

export const CROSS_ORIGIN_ERROR = {
  code: 'cross_origin',
  message: 'Pedido recusado: ele não partiu de uma página desta loja.',
} as const;

/** Refuses cross-origin mutating requests with 403 `{code, message}` before they go anywhere. */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isSameOrigin(c.req.raw)) return next();
  return c.json(CROSS_ORIGIN_ERROR, 403);
};
