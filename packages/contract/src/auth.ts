import { emailSchema, nameSchema, passwordSchema } from '@vitrine/domain';
import { text } from './common.ts';
import { z } from './zod.ts';

// Log in, sign up, first access, recover access and session validation, for customers and
// sellers alike (spec §2 /login/* and /vendedor/login/*, §3 logged customer / seller).

/** spec §3 logged customer and logged seller: the same five fields. */
export const loggedAccountSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  store_id: z.string(),
});
export type LoggedAccount = z.infer<typeof loggedAccountSchema>;

const email = emailSchema.max(254);
/** Opaque tokens are base64url; the bound keeps absurd input out of the hash function. */
const opaqueToken = text().min(1).max(512);

/** spec §7 POST /api/validate_user and /api/validate_seller. */
export const validateTokenBodySchema = z.object({ access_token: opaqueToken });

export const loginBodySchema = z.object({
  email,
  password: text().min(1, 'Informe a senha.').max(256),
  /**
   * A seller with two-step verification on: the authenticator's code or a recovery code. The
   * API answers 401 `two_factor_required` to a right password without it.
   */
  code: text().trim().max(32, 'Código inválido.').optional(),
});

export const sessionResponseSchema = z.object({
  access_token: z.string(),
  /** ISO instant; the seller cookie must not outlive it (spec §9, 24 h). */
  expires_at: z.string(),
  account: loggedAccountSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** spec §3 pre-account draft. */
export const signUpBodySchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email,
  /** The sign-up's marketing e-mails box (cart-reminders.ts MARKETING_EMAILS_WORDING); unticked by default. */
  marketing_emails: z.boolean().default(false),
});

/** spec §2 /login/criar-senha/{first_access_token}; also where recover-access links lead. */
export const createPasswordBodySchema = z.object({
  first_access_token: opaqueToken,
  password: passwordSchema.max(128),
});

export const firstAccessInfoSchema = z.object({
  first_name: z.string(),
  email: z.string(),
  purpose: z.enum(['first_access', 'recover']),
});

export type FirstAccessInfo = z.infer<typeof firstAccessInfoSchema>;

export const recoverAccessBodySchema = z.object({ email });

/** GET …/first-access/{token}: the create-password page checks its link without using it. */
export const accountLinkParamsSchema = z.object({ token: opaqueToken });

export const changePasswordBodySchema = z.object({
  current_password: text().min(1, 'Informe a senha atual.').max(256),
  new_password: passwordSchema.max(128),
});

/** Answers that only carry a pt-BR sentence for the screen. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
