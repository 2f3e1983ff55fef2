import type { SellerProfile, UpdateSellerBody } from '@vitrine/contract/sellers';
import { applyMask, PHONE_MASKS } from '@vitrine/domain/mask';
import { nameSchema, phoneSchema } from '@vitrine/domain/schemas';
import { z } from 'zod';

export interface MyDataInput {
  first_name: string;
  last_name: string;
  phone: string;
}

/**
 * The contract's editable fields (updateSellerBodySchema: name, surname, phone) with spec §5's
 * checks; the phone may be left blank, which clears it (null).
 */
export const myDataSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: z.string().transform((value, context): string | null => {
    if (value.trim() === '') return null;
    const parsed = phoneSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, input: value });
    }
    return z.NEVER;
  }),
}) satisfies z.ZodType<UpdateSellerBody, MyDataInput>;

/** The profile as the form shows it: the phone masked, blank when not set. */
export function myDataValues(profile: SellerProfile): MyDataInput {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ? applyMask(profile.phone, PHONE_MASKS) : '',
  };
}
