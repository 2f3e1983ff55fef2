import type { TeamMember } from '@vitrine/contract/team';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

// Reading the store's team, and the snapshot of a seller the audit log keeps (no password hash,
// no phone: who the person was and what they could do).

export type SellerRow = typeof sellers.$inferSelect;

export const TEAM_MESSAGES = {
  notFound: 'Vendedor não encontrado nesta loja.',
  exists: 'Já existe um vendedor com este e-mail nesta loja.',
  removeSelf: 'Você não pode remover a si mesmo. Peça a outro dono da loja.',
  lastOwner:
    'A loja precisa de pelo menos um dono. Torne outra pessoa dona antes de mudar este papel.',
  notOwner: 'Só o dono da loja pode gerenciar a equipe.',
} as const;

export function sellerSnapshot(row: SellerRow): Record<string, unknown> {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
  };
}

export function toTeamMember(row: SellerRow, meId: string): TeamMember {
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    status: row.passwordHash ? 'active' : 'invited',
    is_me: row.id === meId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The store's sellers, owners first, then by name. */
export async function listTeam(db: Database, storeId: string): Promise<SellerRow[]> {
  const rows = await db
    .select()
    .from(sellers)
    .where(eq(sellers.storeId, storeId))
    .orderBy(asc(sellers.firstName), asc(sellers.lastName), asc(sellers.email));
  const rank = { owner: 0, admin: 1, sales: 2 } as const;
  return rows.sort((a, b) => rank[a.role] - rank[b.role]);
}

/** One seller of the store, locked for the write; another store's seller is not found. */
export async function findMemberForUpdate(
  tx: Database,
  storeId: string,
  id: string,
): Promise<SellerRow> {
  const [row] = await tx
    .select()
    .from(sellers)
    .where(and(eq(sellers.id, id), eq(sellers.storeId, storeId)))
    .for('update');
  if (!row) throw notFound(TEAM_MESSAGES.notFound, 'seller_not_found');
  return row;
}
