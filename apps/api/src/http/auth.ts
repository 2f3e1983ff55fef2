import { roleMayUse, type OfficeArea, type SellerRole } from '@vitrine/domain/seller-roles';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { sellers, type AccountKind } from '../db/schema/index.ts';
import type { ApiEnv } from './context.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import { requireStore } from './store-context.ts';
import { findSession, type Session } from '../lib/sessions.ts';

/**
 * `sellerRole`: set by requireSeller, read from the seller's row on every request (never from
 * the client, never kept in the session), so a role change or a removal applies at once.
 */
export type AuthEnv = ApiEnv & { Variables: { session: Session; sellerRole?: SellerRole } };

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
    if (kind === 'seller') {
      const role = await sellerRoleOf(db, session);
      // A removed seller's sessions are revoked with the removal; this covers a row gone
      // by any other way.
      if (!role) throw unauthorized();
      c.set('sellerRole', role);
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
/** A logged seller of this store, any role (sales and fulfilment, the seller's own data). */
export const requireSeller = requireAccount('seller');

async function sellerRoleOf(db: Database, session: Session): Promise<SellerRole | null> {
  const [row] = await db
    .select({ role: sellers.role })
    .from(sellers)
    .where(and(eq(sellers.id, session.accountId), eq(sellers.storeId, session.storeId)))
    .limit(1);
  return row?.role ?? null;
}

/** The role requireSeller read; only routes behind it may ask. */
export function sellerRole(c: Context<AuthEnv>): SellerRole {
  const role = c.get('sellerRole');
  if (!role) throw new Error('sellerRole read outside requireSeller');
  return role;
}

const REFUSALS: Record<OfficeArea, string> = {
  sales: 'Você não tem permissão para ver as vendas desta loja.',
  catalog: 'Você não tem permissão para alterar o catálogo desta loja. Fale com o dono da loja.',
  settings: 'Você não tem permissão para alterar as configurações desta loja.',
  coupons: 'Você não tem permissão para gerenciar os cupons desta loja.',
  history: 'Você não tem permissão para ver o histórico desta loja.',
  team: 'Só o dono da loja pode gerenciar a equipe.',
  store: 'Só o dono da loja pode abrir, pausar ou encerrar a loja.',
};

/**
 * A logged seller whose role may use `area` (`roleMayUse`), else 403 `role_forbidden`. Use it
 * in place of requireSeller on every route of a gated area.
 */
export function requireSellerFor(area: OfficeArea) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    await requireSeller(c, async () => {
      if (!roleMayUse(sellerRole(c), area)) {
        throw new ApiError(403, 'role_forbidden', REFUSALS[area], { area });
      }
      await next();
    });
  });
}

/** OpenAPI security requirement for routes behind requireCustomer / requireSeller. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The catalog's routes: products, categories, stock, history, spreadsheet, image uploads. */
export const requireCatalogSeller = requireSellerFor('catalog');
