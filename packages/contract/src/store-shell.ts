import type { z } from './zod.ts';
import { productSchema, slugSchema } from './catalog.ts';
import { contentPageListSchema } from './pages.ts';
import { categoryTreeSchema } from './shelf.ts';
import { storeByHostQuerySchema, storeResponseSchema } from './stores.ts';

/**
 * `product`: the slug of the product the page shows (/produto/{slug}), read in the same answer
 * for a store the storefront holds in no cache: the page waits for one round trip, not two.
 */
export const storeShellQuerySchema = storeByHostQuerySchema.extend({
  product: slugSchema.optional(),
});
export type StoreShellQuery = z.infer<typeof storeShellQuerySchema>;

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
    /**
     * Asked with `?product=`: that product as GET /products/{slug} answers it, or null when
     * the store has none by that slug or is not open (its seller's preview reads it with the
     * preview's token). Absent when not asked.
     */
    product: productSchema.nullable().optional(),
  })
  .meta({ id: 'StoreShell' });
export type StoreShell = z.infer<typeof storeShellSchema>;
