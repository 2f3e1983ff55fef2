import { z } from './zod.ts';
import { imageSchema, moneySchema, pageQuerySchema, paginated, text } from './common.ts';
import { facetFiltersSchema, facetsSchema, shelfCategorySchema } from './shelf.ts';
import { bannerSchema } from './public-banner.ts';
import { ratingSummarySchema } from './reviews.ts';

// Products and services share one shape (`kind`); services have one variation, ship nothing.

export const slugSchema = text()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug inválido');
export const slugParamsSchema = z.object({ slug: slugSchema });

export const productKindSchema = z.enum(['product', 'service']);
export type ProductKind = z.infer<typeof productKindSchema>;

export const categorySchema = z
  .object({ _id: z.uuid(), kind: productKindSchema, slug: z.string(), name: z.string() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const variationSchema = z
  .object({
    _id: z.uuid(),
    /** The spec's cart payload `variation` (spec §3). */
    code: z.string(),
    name: z.string(),
    /** Option values by option name: { "Cor": "Azul", "Tamanho": "M" }. */
    options: z.record(z.string(), z.string()),
    price: moneySchema,
    /** "De R$ …" reference price when on sale. */
    compare_at_price: moneySchema.nullable(),
    in_stock: z.boolean(),
    /** Units left when 5 or fewer ("Restam 3 unidades"); null otherwise. */
    stock_left: z.number().int().nullable(),
    images: z.array(imageSchema),
  })
  .meta({ id: 'Variation' });
export type Variation = z.infer<typeof variationSchema>;

/** A product or service as cards and result lists show it. Prices null: nothing to buy yet. */
export const productSummarySchema = z
  .object({
    _id: z.uuid(),
    kind: productKindSchema,
    /** The spec's cart payload `code` (spec §3). */
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    image: imageSchema.nullable(),
    price_min: moneySchema.nullable(),
    price_max: moneySchema.nullable(),
    /** The "de" price of the cheapest variation, when it is on sale ("de R$ X por R$ Y"). */
    compare_at_price: moneySchema.nullable(),
    in_stock: z.boolean(),
    /** The published reviews' average (one decimal) and count; null: none yet. */
    rating: ratingSummarySchema.nullable(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema
  .extend({
    description: z.string(),
    category: categorySchema.nullable(),
    images: z.array(imageSchema),
    featured: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    variations: z.array(variationSchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const serviceListQuerySchema = pageQuerySchema;
export const serviceListSchema = paginated(productSummarySchema)
  .extend({ category: categorySchema })
  .meta({ id: 'ServiceList' });
export type ServiceList = z.infer<typeof serviceListSchema>;

export const searchSortSchema = z.enum(['relevance', 'price_asc', 'price_desc', 'newest']);
export type SearchSort = z.infer<typeof searchSortSchema>;

export const searchQuerySchema = pageQuerySchema.extend({
  q: text().trim().min(1).max(200),
  sort: searchSortSchema.default('relevance'),
  kind: productKindSchema.optional(),
  ...facetFiltersSchema.shape,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = paginated(productSummarySchema)
  .extend({
    query: z.string(),
    sort: searchSortSchema,
    /** True when nothing matched as words and these are near spellings ("Você quis dizer…"). */
    fuzzy: z.boolean(),
    facets: facetsSchema,
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

/** spec §2 /categoria/{slug}: a department lists its categories' products too. */
export const categoryListingQuerySchema = pageQuerySchema.extend({
  /** 'relevance' here: featured first, then the newest. */
  sort: searchSortSchema.default('relevance'),
  ...facetFiltersSchema.shape,
});
export type CategoryListingQuery = z.input<typeof categoryListingQuerySchema>;

export const categoryListingSchema = paginated(productSummarySchema)
  .extend({
    category: shelfCategorySchema,
    /** The department above it (breadcrumbs); null when the category is a department. */
    department: shelfCategorySchema.nullable(),
    sort: searchSortSchema,
    facets: facetsSchema,
  })
  .meta({ id: 'CategoryListing' });
export type CategoryListing = z.infer<typeof categoryListingSchema>;

export const homeSchema = z
  .object({
    banners: z.array(bannerSchema),
    featured_products: z.array(productSummarySchema),
    featured_services: z.array(productSummarySchema),
    new_arrivals: z.array(productSummarySchema),
    categories: z.array(categorySchema),
  })
  .meta({ id: 'Home' });
export type Home = z.infer<typeof homeSchema>;

/** Largest page of the sitemap listing: a 100k-item store in 20 requests. */
export const SITEMAP_PAGE_MAX = 5000;

/**
 * Keyset paging: `after` is the previous page's `next_cursor`, the last slug it listed (a
 * slug is unique within a store, whatever its kind).
 */
export const sitemapItemsQuerySchema = z.object({
  after: slugSchema.optional(),
  limit: z.coerce.number().int().min(1).max(SITEMAP_PAGE_MAX).default(SITEMAP_PAGE_MAX),
});
export type SitemapItemsQuery = z.input<typeof sitemapItemsQuerySchema>;

/** An item the storefront shows. No `updated_at`: products keep only their creation time. */
export const sitemapItemSchema = z
  .object({ kind: productKindSchema, slug: z.string() })
  .meta({ id: 'SitemapItem' });
export type SitemapItem = z.infer<typeof sitemapItemSchema>;

export const sitemapItemListSchema = z
  .object({
    items: z.array(sitemapItemSchema),
    /** Pass as `after` for the next page; null on the last one. */
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'SitemapItemList' });
export type SitemapItemList = z.infer<typeof sitemapItemListSchema>;
