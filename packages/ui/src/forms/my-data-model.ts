import { applyMask, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { birthDateSchema, cpfSchema, nameSchema, phoneSchema } from '@vitrine/domain/schemas';
import { z } from 'zod';

/** The optional personal data an account's "my data" form may show, in the order it shows them. */
export type PersonalField = 'cpf' | 'phone' | 'birth_date';
const FIELD_ORDER: readonly PersonalField[] = ['cpf', 'phone', 'birth_date'];

/** The account as the API stores it (only the fields the form edits; blank is null). */
export type PersonalData = {
  first_name: string;
  last_name: string;
  cpf?: string | null;
  phone?: string | null;
  birth_date?: string | null;
};

/** What the form holds: masked text, dd/mm/aaaa, blank for what is not set. */
export type PersonalDataInput = {
  first_name: string;
  last_name: string;
  cpf?: string;
  phone?: string;
  birth_date?: string;
};

/** A field the person may leave blank: blank is null (cleared), anything else is checked. */
function optional<T>(schema: z.ZodType<T, string>) {
  return z.string().transform((value, context): T | null => {
    if (value.trim() === '') return null;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, input: value });
    }
    return z.NEVER;
  });
}

const OPTIONAL_SCHEMAS = {
  cpf: optional(cpfSchema),
  phone: optional(phoneSchema),
  birth_date: optional(birthDateSchema),
};

/**
 * spec §5: names, then the chosen optional fields (CPF with its check digits, phone with DDD,
 * birth date dd/mm/aaaa → ISO midnight UTC); the body sent holds only the fields shown.
 */
export function personalDataSchema(fields: readonly PersonalField[]) {
  const shown = FIELD_ORDER.filter((field) => fields.includes(field));
  return z.object({
    first_name: nameSchema,
    last_name: nameSchema,
    ...Object.fromEntries(shown.map((field) => [field, OPTIONAL_SCHEMAS[field]])),
  }) as unknown as z.ZodType<PersonalData, PersonalDataInput>;
}

/** '1990-12-25T00:00:00.000Z' → '25/12/1990': the stored day itself, never moved by a zone. */
export function isoToBirthDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

const SHOWN_AS: Record<PersonalField, (stored: string) => string> = {
  cpf: (cpf) => applyMask(cpf, CPF_MASK),
  phone: (phone) => applyMask(phone, PHONE_MASKS),
  birth_date: isoToBirthDate,
};

/** The stored account as the form shows it, with only the chosen optional fields. */
export function personalDataValues(
  stored: PersonalData,
  fields: readonly PersonalField[],
): PersonalDataInput {
  const values: PersonalDataInput = { first_name: stored.first_name, last_name: stored.last_name };
  for (const field of FIELD_ORDER.filter((name) => fields.includes(name))) {
    const value = stored[field];
    values[field] = value ? SHOWN_AS[field](value) : '';
  }
  return values;
}
