import { text } from './common.ts';
import { z } from './zod.ts';

// Two-step verification (TOTP, RFC 6238) of a seller's sign-in (office, Minha conta →
// Segurança), and the owner's choice to require it of the whole team.

/** A code typed at sign-in or to confirm: the app's 6 digits, or a one-time recovery code. */
export const twoFactorCodeSchema = text()
  .trim()
  .min(1, 'Informe o código do aplicativo autenticador.')
  .max(32, 'Código inválido.');

const password = text().min(1, 'Informe a senha.').max(256);

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** When it was turned on (null: off). */
    confirmed_at: z.iso.datetime({ offset: true }).nullable(),
    /** Recovery codes not yet used. */
    recovery_codes_left: z.number().int().min(0),
    /** The store's owner requires it of every seller: it cannot be turned off. */
    required_by_store: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Starting the setup asks for the password again: a session alone cannot change sign-in. */
export const twoFactorSetupBodySchema = z.object({ password });

/** What the authenticator app takes: a QR code of the `otpauth://` URI, or the key typed. */
export const twoFactorSetupSchema = z
  .object({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauth_uri: z.string(),
    /** The URI's QR code, an SVG image. */
    qr_svg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: twoFactorCodeSchema });

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning it off needs both: whoever holds only one of them cannot. */
export const twoFactorDisableBodySchema = z.object({ password, code: twoFactorCodeSchema });

export const teamTwoFactorSchema = z
  .object({ required: z.boolean() })
  .meta({ id: 'TeamTwoFactor' });
export type TeamTwoFactor = z.infer<typeof teamTwoFactorSchema>;
