import { emailSchema, nameSchema } from '@vitrine/domain';
import { SELLER_ROLES } from '@vitrine/domain/seller-roles';
import { z } from './zod.ts';

// The store's team (office "Equipe"): who may work in the office, with which role. Only an
// owner reads or changes it (`roleMayUse(role, 'team')`).

export const sellerRoleSchema = z.enum(
  SELLER_ROLES,
  'Escolha um papel: Dono, Administrador ou Vendas.',
);

export const teamMemberSchema = z.object({
  _id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: sellerRoleSchema,
  /** invited: no password yet (the first-access link not followed); active: can log in. */
  status: z.enum(['invited', 'active']),
  /** The seller asking: the screen offers no "Remover" on their own row. */
  is_me: z.boolean(),
  created_at: z.string(),
  /** Signs in with two-step verification. */
  two_factor: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListSchema = z.object({
  items: z.array(teamMemberSchema),
  /** The owner requires two-step verification of every seller. */
  two_factor_required: z.boolean(),
});
export type TeamList = z.infer<typeof teamListSchema>;

/** An invitation: the seller gets the first-access e-mail and creates their own password. */
export const inviteSellerBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema.max(254),
  role: sellerRoleSchema,
});
export type InviteSellerBody = z.input<typeof inviteSellerBodySchema>;

export const changeSellerRoleBodySchema = z.object({ role: sellerRoleSchema });
export type ChangeSellerRoleBody = z.input<typeof changeSellerRoleBodySchema>;

export const teamMemberParamsSchema = z.object({ id: z.uuid('Vendedor não encontrado.') });
