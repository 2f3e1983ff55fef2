import { z } from './zod.ts';
import { text } from './common.ts';

// The storefront's shelves: the department menu (the product category tree), and the facets
// (category, size, colour, brand, price range, in stock) of category pages and search results.

export const shelfCategorySchema = z
  .object({ _id: z.uuid(), slug: z.string(), name: z.string() })
  .meta({ id: 'ShelfCategory' });
export type ShelfCategory = z.infer<typeof shelfCategorySchema>;

/** A department (a category without a parent) and its categories, both in the seller's order. */
export const departmentSchema = shelfCategorySchema
  .extend({ children: z.array(shelfCategorySchema) })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof departmentSchema>;

/** Only what a shopper can open: a category with no active product is left out. */
export const categoryTreeSchema = z
  .object({ departments: z.array(departmentSchema) })
  .meta({ id: 'CategoryTree' });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/**
 * Price ranges in reais, `min-max` (`500-` has no top). Fixed, so a range is the same link on
 * every page and in every store.
 */
export const PRICE_RANGES = ['0-50', '50-100', '100-200', '200-500', '500-'] as const;
export const priceRangeSchema = z.enum(PRICE_RANGES);
export type PriceRange = z.infer<typeof priceRangeSchema>;

// A query parameter given once is a string, given again an array (`?cor=Azul&cor=Verde`).
const many = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item).max(30)])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat()));

/** Values in one facet are alternatives (OR); facets together narrow (AND). */
export const facetFiltersSchema = z.object({
  /** Category slugs; a department's slug includes its categories. */
  category: many(text().max(160)),
  size: many(text().max(80)),
  color: many(text().max(80)),
  brand: many(text().max(120)),
  price: many(priceRangeSchema),
  in_stock: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type FacetFilters = z.input<typeof facetFiltersSchema>;

export const facetValueSchema = z
  .object({
    /** What the filter takes (a slug for categories, the value itself otherwise). */
    value: z.string(),
    label: z.string(),
    /** Matches with this value, given every other facet's filters (not this facet's own). */
    count: z.number().int(),
    selected: z.boolean(),
  })
  .meta({ id: 'FacetValue' });
export type FacetValue = z.infer<typeof facetValueSchema>;

/** Values with no match under the other filters are left out, unless selected. */
export const facetsSchema = z
  .object({
    category: z.array(facetValueSchema),
    size: z.array(facetValueSchema),
    color: z.array(facetValueSchema),
    brand: z.array(facetValueSchema),
    /** In PRICE_RANGES' order; `label` is the range's value, worded by the page. */
    price: z.array(facetValueSchema),
    in_stock: z.object({ count: z.number().int(), selected: z.boolean() }),
  })
  .meta({ id: 'Facets' });
export type Facets = z.infer<typeof facetsSchema>;
export type FacetName = Exclude<keyof Facets, 'in_stock'>;

/** Where a former product slug leads now (the storefront answers 301). */
export const productRedirectSchema = z.object({ slug: z.string() }).meta({ id: 'ProductRedirect' });
export type ProductRedirect = z.infer<typeof productRedirectSchema>;
