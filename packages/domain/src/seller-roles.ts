// Who may do what in the seller office. The API gates its routes with `roleMayUse` (the role
// read from the database on every request) and the office hides what the same function
// refuses, so the menu and the server never disagree.

/**
 * owner (dono): everything, and the only one who manages the team — an administrator who
 * could remove or demote the owners could take the store from them — and the store's life
 * (open, pause, reopen, close: closing ends the business the owner answers for).
 * admin (administrador): everything else (catalog, settings, coupons, history, sales).
 * sales (vendas): sales and fulfilment only.
 */
export const SELLER_ROLES = ['owner', 'admin', 'sales'] as const;
export type SellerRole = (typeof SELLER_ROLES)[number];

/** The office's areas a role may be refused. Sales are open to every role. */
export type OfficeArea =
  'sales' | 'catalog' | 'settings' | 'coupons' | 'history' | 'team' | 'store';

const AREAS: Record<SellerRole, readonly OfficeArea[]> = {
  owner: ['sales', 'catalog', 'settings', 'coupons', 'history', 'team', 'store'],
  admin: ['sales', 'catalog', 'settings', 'coupons', 'history'],
  sales: ['sales'],
};

export function roleMayUse(role: SellerRole, area: OfficeArea): boolean {
  return AREAS[role].includes(area);
}

/** What a person reads for each role. */
export const SELLER_ROLE_LABELS: Record<SellerRole, string> = {
  owner: 'Dono',
  admin: 'Administrador',
  sales: 'Vendas',
};

/** One sentence per role, for the team screen's choice. */
export const SELLER_ROLE_HINTS: Record<SellerRole, string> = {
  owner: 'Tudo, inclusive a equipe.',
  admin: 'Tudo, menos a equipe.',
  sales: 'Só vendas e entregas: sem catálogo, configurações, cupons ou equipe.',
};
