import { nameSchema, phoneSchema } from '@vitrine/domain';
import { sellerRoleSchema } from './team.ts';
import { z } from './zod.ts';

// spec §2 /vendedor/minha-conta/meus-dados. Log in, first access, recover access, logout and
// password change share the customer's shapes (auth.ts).

export const sellerProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  store_id: z.string(),
  phone: z.string().nullable(),
  /** What the office shows and hides; the API checks the same role on every request. */
  role: sellerRoleSchema,
  /**
   * The store requires two-step verification and this seller has not turned it on: until they
   * do, only Minha conta → Segurança works (the API answers 403 `two_factor_setup_required`).
   */
  two_factor_setup_required: z.boolean(),
  /**
   * The platform suspended the store: why, and since when. The office shows it at the top of
   * every screen and writes nothing (the API answers 423 `store_suspended`). Null: not.
   */
  store_suspension: z
    .object({ at: z.iso.datetime({ offset: true }), reason: z.string() })
    .nullable(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** Omitted fields stay as they are; null clears the phone. E-mail is not editable. */
export const updateSellerBodySchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
});
export type UpdateSellerBody = z.input<typeof updateSellerBodySchema>;
