import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AccountKind } from '../../db/schema/index.ts';
import type { ApiEnv } from '../../http/context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { requireStore } from '../../http/store-context.ts';
import { findSession, type Session } from './sessions.ts';

export type AuthEnv = ApiEnv & { Variables: { session: Session } };

/** The bearer token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Route middleware for a logged customer or seller (spec §6: bearer + store header). Resolves
 * the store first (requireStore), then the session, all before body validation, so a stranger
 * learns nothing about a route's input. A token of another store is refused (403) even when
 * valid there: tenant isolation.
 */
function requireAccount(kind: AccountKind) {
  const requireSession = createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('Entre na sua conta para continuar.');
    const { db, now } = c.get('deps');
    const session = await findSession(db, token, kind, now());
    if (!session) throw unauthorized();
    if (session.storeId !== c.get('store').id) {
      throw forbidden('Esta sessão pertence a outra loja.');
    }
    c.set('session', session);
    await next();
  });
  // requireStore is typed for the narrower ApiEnv; AuthEnv only adds `session` to it.
  return createMiddleware<AuthEnv>(async (c, next) => {
    await requireStore(c as unknown as Context<ApiEnv>, async () => {
      await requireSession(c, next);
    });
  });
}

export const requireCustomer = requireAccount('customer');
export const requireSeller = requireAccount('seller');

/** OpenAPI security requirement for routes behind requireCustomer / requireSeller. */
export const bearerSecurity = [{ bearerAuth: [] }];
