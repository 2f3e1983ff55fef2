import { cepSchema, requiredText, STATE_SIGLAS } from '@vitrine/domain';
import { text } from './common.ts';
import { z } from './zod.ts';

// spec §2 /minha-conta/meus-enderecos, §7 GET {apiBase}/auth_customers/address and
// POST /api/get_address.

export const addressSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  /** 8 digits, unmasked. */
  zip_code: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  /** Two-letter sigla (spec §3 states reference list). */
  state: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({ items: z.array(addressSchema) });

const maxMessage = (max: number) => `Use no máximo ${max} caracteres.`;
const required = (max: number) => requiredText().max(max, maxMessage(max));

export const addressBodySchema = z.object({
  recipient: required(120),
  zip_code: cepSchema,
  street: required(200),
  number: required(20),
  complement: text().trim().max(100, maxMessage(100)).default(''),
  neighborhood: required(100),
  city: required(100),
  state: z.enum(STATE_SIGLAS, { error: 'Estado inválido.' }),
  is_default: z.boolean().default(false),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/** spec §7 POST /api/get_address. */
export const cepLookupBodySchema = z.object({ zip_code: cepSchema });

/** The address a CEP names; street and neighbourhood are empty for single-CEP towns. */
export const cepLookupResponseSchema = z.object({
  zip_code: z.string(),
  street: z.string(),
  complement: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  /**
   * The municipality's IBGE code (7 digits), '' when the lookup service did not say it (and from
   * an API older than the code: a page loaded before a deploy reads its answers all the same).
   */
  municipality_code: z.string().default(''),
});
export type CepLookup = z.infer<typeof cepLookupResponseSchema>;
