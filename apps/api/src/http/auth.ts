import { roleMayUse, type OfficeArea, type SellerRole } from '@vitrine/domain/seller-roles';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { sellers, stores, twoFactor, type AccountKind } from '../db/schema/index.ts';
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

/** The token's session of `kind` at the request's store: 401 unknown, 403 another store's. */
async function storeSession(
  at: { deps: { db: Database; now: () => Date }; storeId: string },
  token: string,
  kind: AccountKind,
): Promise<Session> {
  const session = await findSession(at.deps.db, token, kind, at.deps.now());
  if (!session) throw unauthorized();
  if (session.storeId !== at.storeId) {
    throw forbidden('Esta sessão pertence a outra loja.');
  }
  return session;
}

/**
 * Route middleware for a logged customer or seller (spec §6: bearer + store header). Resolves
 * the store first (requireStore), then the session, all before body validation, so a stranger
 * learns nothing about a route's input. A token of another store is refused (403) even when
 * valid there: tenant isolation. A seller of a store whose owner requires two-step
 * verification, who has not turned it on, is refused (403 `two_factor_setup_required`), and a
 * seller of a suspended store writes nothing (423 `store_suspended`), everywhere but on their
 * own account (`ownAccount`: profile, password, two-step verification, logout).
 */
function requireAccount(kind: AccountKind, options: { ownAccount?: boolean } = {}) {
  const requireSession = createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('Entre na sua conta para continuar.');
    const session = await storeSession(
      { deps: c.get('deps'), storeId: c.get('store').id },
      token,
      kind,
    );
    if (kind === 'seller') {
      const access = await sellerAccessOf(c.get('deps').db, session);
      // A removed seller's sessions are revoked with the removal; this covers a row gone
      // by any other way.
      if (!access) throw unauthorized();
      if (access.setupRequired && !options.ownAccount) {
        throw new ApiError(403, 'two_factor_setup_required', TWO_FACTOR_SETUP_REQUIRED);
      }
      c.set('sellerRole', access.role);
      const store = c.get('store');
      if (store.suspendedAt && !READS.has(c.req.method) && !options.ownAccount) {
        throw new ApiError(423, 'store_suspended', suspendedOfficeMessage(store.suspensionReason));
      }
    }
    c.set('session', session);
    await next();
  });
  // requireStore is typed for the narrower ApiEnv; AuthEnv only adds `session` to it.
  return createMiddleware<AuthEnv>(async (c, next) => {
    // A suspended store's office reads what it holds and writes nothing (the reason is on
    // GET /sellers/me); its shoppers get nothing (requireStore).
    if (kind === 'seller') c.set('suspendedStoreServed', true);
    await requireStore(c as unknown as Context<ApiEnv>, async () => {
      await requireSession(c, next);
    });
  });
}

const READS = new Set(['GET', 'HEAD']);

/** A route a shopper may use signed in or not: `session` is set only with a token. */
export type MaybeCustomerEnv = ApiEnv & { Variables: { session?: Session } };

/**
 * Route middleware for a route open to anyone, a signed-in customer's token counting when sent
 * (a review by the invitation's link, or by the order with the buyer's session): the store
 * first, then, with a token, the customer's session of this store — 401 unknown, 403 another
 * store's — all before the body is read.
 */
export const maybeCustomer = createMiddleware<MaybeCustomerEnv>(async (c, next) => {
  await requireStore(c as unknown as Context<ApiEnv>, async () => {
    const token = bearerToken(c.req.header('authorization'));
    if (token)
      c.set(
        'session',
        await storeSession({ deps: c.get('deps'), storeId: c.get('store').id }, token, 'customer'),
      );
    await next();
  });
});

/** What a seller of a suspended store reads on a refused write (and at the office's top). */
export const suspendedOfficeMessage = (reason: string | null) =>
  `A loja está suspensa pela Vitrine${reason ? `: ${reason}` : '.'} O painel fica só para consulta até a loja ser reativada. Dúvidas: responda ao e-mail que você recebeu.`;

export const requireCustomer = requireAccount('customer');
/** A logged seller of this store, any role (sales and fulfilment, the seller's own data). */
export const requireSeller = requireAccount('seller');
/**
 * requireSeller, also for a seller the store's two-step requirement still holds back: their
 * own profile, turning verification on, logging out.
 */
export const requireSellerDuringSetup = requireAccount('seller', { ownAccount: true });

export const TWO_FACTOR_SETUP_REQUIRED =
  'A loja exige a verificação em duas etapas. Ative-a em Minha conta → Segurança para continuar.';

/**
 * The seller's role, and whether the store requires two-step verification of a seller who
 * has not turned it on — read on every request, so the owner's choice applies at once.
 */
export async function sellerAccessOf(
  db: Database,
  session: Pick<Session, 'accountId' | 'storeId'>,
): Promise<{ role: SellerRole; setupRequired: boolean } | null> {
  const [row] = await db
    .select({
      role: sellers.role,
      setupRequired: sql<boolean>`${stores.requireTwoFactor} and not exists (${db
        .select({ one: sql`1` })
        .from(twoFactor)
        .where(
          and(
            eq(twoFactor.accountKind, 'seller'),
            eq(twoFactor.accountId, sellers.id),
            isNotNull(twoFactor.confirmedAt),
          ),
        )})`,
    })
    .from(sellers)
    .innerJoin(stores, eq(stores.id, sellers.storeId))
    .where(and(eq(sellers.id, session.accountId), eq(sellers.storeId, session.storeId)))
    .limit(1);
  return row ?? null;
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
