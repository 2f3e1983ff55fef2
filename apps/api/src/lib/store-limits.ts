import { formatBytes } from '@vitrine/domain/bytes';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { imageRenditions, products, sellers, stores } from '../db/schema/index.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../http/errors.ts';

// What one store may hold (settings STORE_MAX_*, every store alike): products and services not
// archived, the bytes of its images' renditions, its sellers. A write that would pass a limit
// is refused with 409 `store_limit_reached`, its pt-BR message naming the limit, and
// `details` { limit: 'products' | 'image_bytes' | 'team', used, max } for the office.

export type StoreLimit = 'products' | 'image_bytes' | 'team';
export type StoreUsage = Record<StoreLimit, { used: number; max: number }>;

export type StoreLimits = Pick<
  Config,
  'STORE_MAX_PRODUCTS' | 'STORE_MAX_IMAGE_BYTES' | 'STORE_MAX_SELLERS'
>;
type Limits = StoreLimits;

export const limitsOf = (config: Limits): Record<StoreLimit, number> => ({
  products: config.STORE_MAX_PRODUCTS,
  image_bytes: config.STORE_MAX_IMAGE_BYTES,
  team: config.STORE_MAX_SELLERS,
});

const USED: Record<StoreLimit, (db: Database, storeId: string) => Promise<number>> = {
  products: async (db, storeId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.storeId, storeId), ne(products.status, 'archived')));
    return row?.n ?? 0;
  },
  image_bytes: async (db, storeId) => {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${imageRenditions.byteLength}), 0)::bigint` })
      .from(imageRenditions)
      .where(eq(imageRenditions.storeId, storeId));
    return Number(row?.n ?? 0);
  },
  team: async (db, storeId) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sellers)
      .where(eq(sellers.storeId, storeId));
    return row?.n ?? 0;
  },
};

export async function storeUsage(
  db: Database,
  config: Limits,
  storeId: string,
): Promise<StoreUsage> {
  const max = limitsOf(config);
  const [productsUsed, bytes, team] = await Promise.all([
    USED.products(db, storeId),
    USED.image_bytes(db, storeId),
    USED.team(db, storeId),
  ]);
  return {
    products: { used: productsUsed, max: max.products },
    image_bytes: { used: bytes, max: max.image_bytes },
    team: { used: team, max: max.team },
  };
}

const MESSAGES: Record<StoreLimit, (max: number) => string> = {
  products: (max) =>
    `Sua loja chegou ao limite de ${max.toLocaleString('pt-BR')} produtos e serviços ativos, em rascunho ou pausados. Arquive os que não vende mais para criar outros.`,
  image_bytes: (max) =>
    `Sua loja chegou ao limite de ${formatBytes(max)} de imagens. Use imagens que a loja já tem ou fale com a Vitrine.`,
  team: (max) =>
    `Sua loja chegou ao limite de ${max.toLocaleString('pt-BR')} pessoas na equipe. Remova alguém que não trabalha mais no painel para convidar outra pessoa.`,
};

/**
 * Refuses (409 `store_limit_reached`) a write that adds `adding` to what the store holds past
 * its limit. In the write's transaction, after locking the store's row: two writes at once are
 * counted one after the other.
 */
export async function ensureRoom(
  tx: Database,
  config: Limits,
  storeId: string,
  limit: StoreLimit,
  adding = 1,
): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  const max = limitsOf(config)[limit];
  const used = await USED[limit](tx, storeId);
  if (used + adding > max) {
    throw new ApiError(409, 'store_limit_reached', MESSAGES[limit](max), { limit, used, max });
  }
}
