import type { z } from './zod.ts';
import { contentPageListSchema } from './pages.ts';
import { categoryTreeSchema } from './shelf.ts';
import { storeResponseSchema } from './stores.ts';

/**
 * What every storefront page shows around its content, in one answer: the store of a host
 * (GET /stores/by-host's answer), the footer's pages (GET /pages) and the department menu
 * (GET /categories). A store no cache holds costs the storefront one round trip before its
 * page's own reads, not one and then two more. Empty lists when no store answers on the host.
 */
export const storeShellSchema = storeResponseSchema
  .extend({
    pages: contentPageListSchema.shape.items,
    departments: categoryTreeSchema.shape.departments,
  })
  .meta({ id: 'StoreShell' });
export type StoreShell = z.infer<typeof storeShellSchema>;
