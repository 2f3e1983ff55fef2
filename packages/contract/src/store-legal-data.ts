import { cepSchema, emailSchema, phoneSchema, requiredText } from '@vitrine/domain/schemas';
import { STATE_SIGLAS } from '@vitrine/domain/states';
import { LEGAL_DATA_FIELDS } from '@vitrine/domain/store-legal-data';
import { documentSchema } from './store-sign-up.ts';
import { z } from './zod.ts';

// Configurações → Dados legais (Decreto 7.962/2013, art. 2): who sells, as the storefront's
// footer shows it once the store is open — name or company name, CPF or CNPJ, the address with
// its CEP, e-mail and phone. All required: a store opens only with them complete.

export const LEGAL_DATA_MESSAGES = {
  legalName: 'O nome ou a razão social deve ter no máximo 120 caracteres.',
  line: 'O endereço deve ter no máximo 160 caracteres.',
  city: 'A cidade deve ter no máximo 80 caracteres.',
  state: 'Escolha o estado.',
} as const;

export const storeLegalDataBodySchema = z
  .object({
    /** A person's full name (CPF) or the company's registered name (CNPJ). */
    legal_name: requiredText().max(120, { error: LEGAL_DATA_MESSAGES.legalName }),
    /** CPF or CNPJ (alphanumeric too), masked or not: classified by its length. */
    document: documentSchema,
    address: z.object({
      line: requiredText().max(160, { error: LEGAL_DATA_MESSAGES.line }),
      zip_code: cepSchema,
      city: requiredText().max(80, { error: LEGAL_DATA_MESSAGES.city }),
      state: z.enum(STATE_SIGLAS, { error: LEGAL_DATA_MESSAGES.state }),
    }),
    email: emailSchema.max(254),
    phone: phoneSchema,
  })
  .meta({ id: 'StoreLegalDataBody' });
export type StoreLegalDataInput = z.input<typeof storeLegalDataBodySchema>;
export type StoreLegalDataBody = z.output<typeof storeLegalDataBodySchema>;

export const legalDataFieldSchema = z.enum(LEGAL_DATA_FIELDS);

/** As stored: possibly incomplete (a store's data from before), `missing` says what to fill. */
export const storeLegalDataSchema = z
  .object({
    legal_name: z.string(),
    /** The CPF (11 digits) or CNPJ (14 characters), unmasked; '' when none. */
    document: z.string(),
    document_kind: z.enum(['cpf', 'cnpj']).nullable(),
    address: z.object({
      line: z.string(),
      zip_code: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    email: z.string(),
    phone: z.string(),
    /** The fields missing or not valid, in the form's order (none: complete). */
    missing: z.array(legalDataFieldSchema),
  })
  .meta({ id: 'StoreLegalData' });
export type StoreLegalData = z.infer<typeof storeLegalDataSchema>;
