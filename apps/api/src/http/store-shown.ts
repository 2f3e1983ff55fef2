import { PREVIEW_TOKEN_HEADER } from '@vitrine/contract/store-preview';
import type { StoreStatus } from '@vitrine/domain/store-status';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client.ts';
import { accountTokens, sellers } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * The preview a token opens, if it still holds: a seller's preview token of this store, not
 * used up nor expired (a newer preview ends it), and its seller still of the store (a removed
 * seller previews nothing). Null otherwise.
 */
export async function findPreview(
  db: Database,
  storeId: string,
  token: string,
  now: Date,
): Promise<{ expiresAt: Date } | null> {
  const [row] = await db
    .select({ expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .innerJoin(
      sellers,
      and(eq(sellers.id, accountTokens.accountId), eq(sellers.storeId, accountTokens.storeId)),
    )
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.kind, 'seller'),
        eq(accountTokens.purpose, 'preview'),
        eq(accountTokens.storeId, storeId),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

const NOT_SHOWN: Record<Exclude<StoreStatus, 'open'>, string> = {
  draft: 'Esta loja ainda não abriu: o catálogo aparece quando ela abrir.',
  paused: 'Esta loja está em pausa: o catálogo volta quando ela reabrir.',
  closed: 'Esta loja foi encerrada.',
};

/**
 * The catalog of a store is shown only while it is open, as the storefront shows it (its
 * status page in place of the catalog, search, cart and checkout of a draft, paused or closed
 * store): 409 `store_not_open`, its status in details, as the cart's and the orders' refusals.
 * Its seller's preview (the X-Preview-Token the storefront's server holds for them) reads it
 * all the same, and that answer is the seller's alone: no cache keeps it. Content pages and
 * the store's own data stay readable (the status pages and the shopper's account show them).
 */
export const requireShownStore = createMiddleware<ApiEnv>(async (c, next) => {
  const store = c.get('store');
  if (store.status === 'open') return next();
  const token = c.req.header(PREVIEW_TOKEN_HEADER);
  const { db, now } = c.get('deps');
  const preview = token ? await findPreview(db, store.id, token, now()) : null;
  if (!preview) {
    // Never kept: the store opens at any moment (a 409 is not cached by default; said anyway).
    throw new ApiError(
      409,
      'store_not_open',
      NOT_SHOWN[store.status],
      { status: store.status },
      { 'Cache-Control': 'no-store' },
    );
  }
  await next();
  c.header('Cache-Control', 'private, no-store');
});

/**
 * Where a public catalog read of this request goes: the replica (DATABASE_REPLICA_URL) for
 * everyone's pages, the primary for a request that carries a session or a seller's preview
 * (what they read of their own must show what they just wrote).
 */
export function catalogReads(c: Context<ApiEnv>): Database {
  const deps = c.get('deps');
  const own = c.req.header('authorization') || c.req.header(PREVIEW_TOKEN_HEADER);
  return own ? deps.db : deps.catalogDb;
}
