import type { CustomerProfile, UpdateProfileBody } from '@vitrine/contract/customers';
import { birthDateSchema, cpfSchema, nameSchema, phoneSchema } from '@vitrine/domain/schemas';
import { applyMask, CPF_MASK, PHONE_MASKS } from '@vitrine/domain/mask';
import { z } from 'zod';

/** A field the shopper may leave blank: blank is null (cleared), anything else is checked. */
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

/** spec §5: CPF with its check digits, phone with DDD, birth date dd/mm/aaaa → ISO midnight UTC. */
export const profileFormSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  cpf: optional(cpfSchema),
  phone: optional(phoneSchema),
  birth_date: optional(birthDateSchema),
}) satisfies z.ZodType<UpdateProfileBody, ProfileFormInput>;

export interface ProfileFormInput {
  first_name: string;
  last_name: string;
  cpf: string;
  phone: string;
  birth_date: string;
}

/** '1990-12-25T00:00:00.000Z' → '25/12/1990': the stored day itself, never moved by a zone. */
export function isoToBirthDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** The profile as the form shows it: masked, dd/mm/aaaa, blank for what is not set. */
export function profileFormValues(profile: CustomerProfile): ProfileFormInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    cpf: profile.cpf ? applyMask(profile.cpf, CPF_MASK) : '',
    phone: profile.phone ? applyMask(profile.phone, PHONE_MASKS) : '',
    birth_date: profile.birth_date ? isoToBirthDate(profile.birth_date) : '',
  };
}
