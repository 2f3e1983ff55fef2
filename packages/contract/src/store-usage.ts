import { z } from './zod.ts';

// What the store holds beside what it may hold (settings STORE_MAX_*, every store alike): the
// office's home shows it, and a write past a limit is refused with 409 `store_limit_reached`.

const usage = z.object({ used: z.number().int(), max: z.number().int() });

export const storeUsageSchema = z
  .object({
    /** Products and services not archived. */
    products: usage,
    /** The bytes of its images' renditions. */
    image_bytes: usage,
    /** Its sellers, invited ones included. */
    team: usage,
  })
  .meta({ id: 'StoreUsage' });
export type StoreUsage = z.infer<typeof storeUsageSchema>;
