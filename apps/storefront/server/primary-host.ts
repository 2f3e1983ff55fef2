import type { MiddlewareHandler } from 'hono';

/**
 * A store with a primary domain (Configurações → Domínio): its pages on any other host — its
 * platform subdomain, its other domains — answer 301 to the same path there, so shoppers,
 * links and search engines end on one address. Pages only: mounted after the API proxy, the
 * session and the assets, it also lets React Router's own requests (`.data`, the manifest) pass.
 * Never kept by a cache (`no-store`): a seller who changes the primary is followed at once.
 */
export function toPrimaryHost(
  primaryHostFor: (host: string) => Promise<string | null>,
): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.endsWith('.data') || url.pathname === '/__manifest') return next();
    const primary = await primaryHostFor(url.host);
    if (!primary || primary === url.hostname.toLowerCase().replace(/\.$/, '')) return next();
    // The scheme the shopper used, as the proxy in front says it (only http or https).
    const told = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const scheme = told === 'https' || told === 'http' ? told : url.protocol.slice(0, -1);
    const port = url.port ? `:${url.port}` : '';
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${scheme}://${primary}${port}${url.pathname}${url.search}`, 301);
  };
}
