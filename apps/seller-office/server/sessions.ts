import { Hono, type Context } from 'hono';
import type { TrustProxy } from '@vitrine/contract/forwarded-for';
import { isPlatformHost } from '@vitrine/server/platform';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { mountSession } from '@vitrine/session/server';

export type SessionsOptions = {
  apiUrl: string;
  storeIdFor: (host: string) => Promise<string | null>;
  trustProxy?: TrustProxy | undefined;
  /** PLATFORM_DOMAIN: the host whose office is the operators' console. */
  platformDomain: string;
};

/** Whether a request came to the platform's own host (the console's), whatever its port. */
export const onPlatformHost = (c: Context, platformDomain: string) =>
  isPlatformHost(new URL(c.req.url).host, platformDomain);

/**
 * The session of the host's kind (@vitrine/session): on the platform's own host the
 * operator's (`operator_access_token`, no store), on every store's host the seller's, as
 * before. Each is its own small app behind one check of the host: the paths are the same
 * (`/_session/*`, the `/_api` and `/api` proxy), the cookies, the API's routes and the store
 * header are the kind's.
 */
export function mountSessions(app: Hono, options: SessionsOptions) {
  const { apiUrl, storeIdFor, trustProxy, platformDomain } = options;
  const seller = new Hono();
  mountSession(seller, { kind: 'seller', apiUrl, storeIdFor, trustProxy });
  const operator = new Hono();
  mountSession(operator, { kind: 'operator', apiUrl, trustProxy });
  for (const path of ['/_session/*', `${API_PROXY_PREFIX}/*`, '/api/*']) {
    // c.env carries the socket (the address forwarded to the API).
    app.all(path, (c) =>
      (onPlatformHost(c, platformDomain) ? operator : seller).fetch(c.req.raw, c.env),
    );
  }
}
