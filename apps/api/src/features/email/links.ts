import { eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import { preparedQuery } from '../../db/prepared.ts';
import { storeHosts, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';

/**
 * The host a store's links use when it has no primary domain, of the hosts it is served on: a
 * name before an IP address,
 * the shortest name (fewest labels: `lojaaurora.com.br` before `www.lojaaurora.com.br`,
 * `localhost` before `aurora.localhost`), then alphabetical. Every host is the store's own, so
 * any of them opens the right store; the rule only keeps the choice stable.
 */
export function canonicalHost(hosts: string[]): string | undefined {
  const rank = (host: string) => [isIP(host) ? 1 : 0, host.split('.').length] as const;
  return [...hosts].sort((a, b) => {
    const [ipA, labelsA] = rank(a);
    const [ipB, labelsB] = rank(b);
    return ipA - ipB || labelsA - labelsB || (a < b ? -1 : a > b ? 1 : 0);
  })[0];
}

/**
 * An absolute link into a store's storefront (or, for a seller, its seller office:
 * SELLER_OFFICE_URL), for e-mails: STOREFRONT_URL with the store's
 * canonical host (https in production, config.ts). Nothing of the request goes into it: a
 * forged Origin or Host must not turn a first-access e-mail into a link to someone else's site
 * carrying a live token, nor send one store's customer to another store.
 */
export async function storeLink(
  deps: Pick<AppDeps, 'config' | 'db'>,
  storeId: string,
  path: string,
  app: 'storefront' | 'seller-office' = 'storefront',
) {
  return (await storeLinks(deps, storeId))(path, app);
}

/**
 * A store's primary domain and its hosts, one statement (an order's e-mails read them in its
 * transaction, twice a round at a checkout peak): prepared once.
 */
const linkHostsOf = preparedQuery((db) =>
  db
    .select({
      primary: stores.primaryHost,
      hosts: sql<
        string[]
      >`array(select ${storeHosts.host} from ${storeHosts} where ${storeHosts.storeId} = ${stores.id})`,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('storeId')))
    .prepare('store_link_hosts'),
);

/** storeLink for several links of one store, on one read of its hosts. */
export async function storeLinks({ config, db }: Pick<AppDeps, 'config' | 'db'>, storeId: string) {
  const [store] = await linkHostsOf(db).execute({ storeId });
  // The primary domain when the seller chose one (its other hosts redirect to it).
  const host = store?.primary ?? canonicalHost(store?.hosts ?? []) ?? 'localhost';
  return (path: string, app: 'storefront' | 'seller-office' = 'storefront') => {
    const base = app === 'seller-office' ? config.SELLER_OFFICE_URL : config.STOREFRONT_URL;
    return `${base.replace('{host}', host).replace(/\/+$/, '')}${path}`;
  };
}

/** A shopper's order page in the storefront (its e-mails' and WhatsApp messages' link). */
export const ORDER_PATH = (code: string) => `/minha-conta/meus-pedidos/${encodeURIComponent(code)}`;
