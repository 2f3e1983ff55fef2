import { asc, eq } from 'drizzle-orm';
import { storeHosts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';

/**
 * An absolute link into the app that made the request, for e-mails. The request's Origin is
 * used only when it is one of the configured app origins (CORS_ORIGINS): a forged Origin must
 * not turn a first-access e-mail into a link to someone else's site carrying a live token.
 * Otherwise the store's first host.
 */
export async function appLink(
  { config, db }: AppDeps,
  origin: string | undefined,
  storeId: string,
  path: string,
) {
  if (origin && config.CORS_ORIGINS.includes(origin)) return `${origin}${path}`;
  const [host] = await db
    .select({ host: storeHosts.host })
    .from(storeHosts)
    .where(eq(storeHosts.storeId, storeId))
    .orderBy(asc(storeHosts.host))
    .limit(1);
  return `http://${host?.host ?? 'localhost'}${path}`;
}
