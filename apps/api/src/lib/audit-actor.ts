import type { Context } from 'hono';
import type { AppDeps } from '../http/context.ts';
import type { AuditActor } from './audit.ts';
import type { AuthEnv } from '../http/auth.ts';
import { assetsBaseUrl } from './asset-paths.ts';

/** Who writes: the store and seller of the session, never anything the client sent. */
export function actorOf(c: Context<AuthEnv>): AuditActor {
  const session = c.get('session');
  return { storeId: session.storeId, sellerId: session.accountId };
}

export function assetsBaseOf(deps: AppDeps, storeId: string) {
  return assetsBaseUrl(deps.config, storeId);
}
