import {
  birthDateToIso,
  cpfSchema,
  nameSchema,
  phoneSchema,
  VALIDATION_MESSAGES,
} from '@vitrine/domain';
import { text } from './common.ts';
import { z } from './zod.ts';

// spec §2 /minha-conta/meus-dados and /minha-conta/dispositivos-conectados.

export const customerProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  store_id: z.string(),
  /** 11 digits, unmasked. */
  cpf: z.string().nullable(),
  /** DDD + number, digits only. */
  phone: z.string().nullable(),
  /** spec §5: ISO date at midnight UTC, e.g. '1990-12-25T00:00:00.000Z'. */
  birth_date: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

const ISO_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.000)?Z)?$/;

/**
 * spec §5 birth date: the form converts dd/mm/aaaa to ISO midnight UTC; either form is
 * accepted here and comes out as the ISO instant.
 */
export const birthDateInputSchema = text()
  .trim()
  .max(30)
  .transform((value, context) => {
    const iso = ISO_MIDNIGHT.exec(value);
    const normalized = iso
      ? birthDateToIso(`${iso[3]}/${iso[2]}/${iso[1]}`)
      : birthDateToIso(value);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.birthDate, input: value });
      return z.NEVER;
    }
    return normalized;
  });

/** Omitted fields stay as they are; null clears an optional one. E-mail is not editable. */
export const updateProfileBodySchema = z.object({
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  cpf: cpfSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  birth_date: birthDateInputSchema.nullable().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** A connected device: one login session (spec §2 /minha-conta/dispositivos-conectados). */
export const deviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device_type: z.string(),
  /** Masked, e.g. '189.12.x.x'. */
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesResponseSchema = z.object({ items: z.array(deviceSchema) });

export const revokeDevicesResponseSchema = z.object({ revoked: z.number().int() });
