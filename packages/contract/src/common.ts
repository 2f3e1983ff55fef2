import { isStorableText, VALIDATION_MESSAGES } from '@vitrine/domain/schemas';
import { z } from './zod.ts';

/**
 * Where every string a request carries starts (path and query parameters, body fields): zod's
 * string with the one rule for text from outside — no NUL, which PostgreSQL refuses (it was a
 * 500). Schemas from @vitrine/domain (names, e-mail, CEP, password…) carry the same rule
 * through its requiredString.
 */
export const text = () =>
  z.string().refine(isStorableText, { error: VALIDATION_MESSAGES.invalidCharacter, abort: true });

/**
 * The dates a request may name (sales filters, payment times): far inside what PostgreSQL and
 * JavaScript dates hold, so a day's arithmetic never leaves their range (9999-12-31 was a 500).
 */
export const DATE_RANGE = { from: '2000-01-01', to: '2099-12-31' } as const;
const DATE_RANGE_MESSAGE = 'Use uma data entre 01/01/2000 e 31/12/2099.';

/** A calendar day, AAAA-MM-DD, within DATE_RANGE. */
export const daySchema = (message: string) =>
  z.iso
    .date(message)
    .refine((day) => day >= DATE_RANGE.from && day <= DATE_RANGE.to, DATE_RANGE_MESSAGE);

/** An ISO instant (UTC, …Z) within DATE_RANGE. */
export const instantSchema = () =>
  z.iso
    .datetime('Use data e hora no formato ISO 8601 (AAAA-MM-DDTHH:MM:SSZ).')
    .refine(
      (value) => value.slice(0, 10) >= DATE_RANGE.from && value.slice(0, 10) <= DATE_RANGE.to,
      DATE_RANGE_MESSAGE,
    );

/**
 * Shapes shared by every endpoint. Money travels in reais with two decimals (the API stores
 * integer cents); ids are UUIDs exposed as `_id` where the spec names them so.
 */
export { moneySchema } from '@vitrine/domain/schemas';

export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  });
}

/** One re-encoded size of an uploaded image (images.ts), served by the hash of its bytes. */
export const imageRenditionSchema = z.object({
  format: z.enum(['webp', 'avif']),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
});
export type ImageRendition = z.infer<typeof imageRenditionSchema>;

export const imageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /**
   * An uploaded image's sizes (WebP and AVIF, narrowest first): the pages' `srcset`. Absent on
   * the seeded pictures, which are one file each.
   */
  renditions: z.array(imageRenditionSchema).optional(),
});
export type Image = z.infer<typeof imageSchema>;
