import { z } from './zod.ts';

/**
 * Shapes shared by every endpoint. Money travels in reais with two decimals (the API stores
 * integer cents); ids are UUIDs exposed as `_id` where the spec names them so.
 */
export const moneySchema = z.number().multipleOf(0.01).nonnegative();

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

export const imageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;
