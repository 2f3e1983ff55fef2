import { z } from './zod.ts';
import { moneySchema, pageQuerySchema, paginated, text } from './common.ts';
import { productKindSchema, slugSchema } from './catalog.ts';
import {
  catalogImageSchema,
  productOptionSchema,
  variationInputSchema,
} from './catalog-variations.ts';
import { productFiscalSchema } from './fiscal-codes.ts';

// The seller's catalog (office): the list, one product or service as the seller edits it, and
// the one body that creates and replaces it. Stock changes go through catalog-stock.ts.

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;
export const PRODUCT_STATUS_LABELS = {
  draft: 'Rascunho',
  active: 'Ativo',
  archived: 'Arquivado',
} as const satisfies Record<ProductStatus, string>;

/** esgotado: some sold variation has no units; baixo: some is at or under its threshold. */
export const STOCK_FILTERS = ['esgotado', 'baixo'] as const;
export const CATALOG_SORTS = [
  'atualizados',
  'nome',
  'nome_desc',
  'menor_preco',
  'maior_preco',
  'menor_estoque',
] as const;
export const catalogSortSchema = z.enum(CATALOG_SORTS);
export type CatalogSort = z.infer<typeof catalogSortSchema>;

export const catalogListQuerySchema = pageQuerySchema.extend({
  /** A piece of the name (accents and case ignored), or a SKU / product code from its start. */
  q: text().trim().max(120, 'Use no máximo 120 caracteres na busca.').optional(),
  kind: productKindSchema.optional(),
  status: productStatusSchema.optional(),
  category_id: z.uuid('Categoria inválida.').optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  sort: catalogSortSchema.default('atualizados'),
});
export type CatalogListQuery = z.input<typeof catalogListQuerySchema>;

export const catalogListItemSchema = z
  .object({
    _id: z.uuid(),
    kind: productKindSchema,
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    status: productStatusSchema,
    category_name: z.string().nullable(),
    thumbnail: catalogImageSchema.nullable(),
    price_min: moneySchema.nullable(),
    price_max: moneySchema.nullable(),
    /** Units of the sold variations; null for services (no stock). */
    stock_total: z.number().int().nullable(),
    /** Some sold variation has no units left. */
    out_of_stock: z.boolean(),
    /** Some sold variation is at or under its low-stock threshold. */
    low_stock: z.boolean(),
    variations_count: z.number().int(),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CatalogListItem' });
export type CatalogListItem = z.infer<typeof catalogListItemSchema>;
export const catalogListSchema = paginated(catalogListItemSchema).meta({ id: 'CatalogList' });
export type CatalogList = z.infer<typeof catalogListSchema>;

export const officeVariationSchema = z
  .object({
    _id: z.uuid(),
    code: z.string(),
    name: z.string(),
    options: z.record(z.string(), z.string()),
    price: moneySchema,
    compare_at_price: moneySchema.nullable(),
    /** null for services. */
    stock: z.number().int().nullable(),
    low_stock_threshold: z.number().int(),
    sold: z.boolean(),
    weight_grams: z.number().int().nullable(),
    height_cm: z.number().nullable(),
    width_cm: z.number().nullable(),
    length_cm: z.number().nullable(),
    /** Some order has it: leaving the matrix switches it off (sold=false) instead of deleting. */
    ordered: z.boolean(),
  })
  .meta({ id: 'OfficeVariation' });
export type OfficeVariation = z.infer<typeof officeVariationSchema>;

export const officeProductSchema = z
  .object({
    _id: z.uuid(),
    kind: productKindSchema,
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Sanitised HTML (headings, lists, bold, links), by the content pages' rules. */
    description: z.string(),
    brand: z.string(),
    category_id: z.uuid().nullable(),
    status: productStatusSchema,
    featured: z.boolean(),
    images: z.array(catalogImageSchema),
    options: z.array(productOptionSchema),
    variations: z.array(officeVariationSchema),
    fiscal: productFiscalSchema,
    /** Some order has it: it can be archived, never deleted. */
    has_orders: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OfficeProduct' });
export type OfficeProduct = z.infer<typeof officeProductSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid('Produto não encontrado.') });

export { productInputSchema, type ProductInput } from './catalog-product-input.ts';

/** POST /catalog/products/{id}/status: publish (active), archive, or back to draft. */
export const productStatusBodySchema = z.object({ status: productStatusSchema });
export type ProductStatusBody = z.infer<typeof productStatusBodySchema>;

/** What the office says after a publish: the storefront's pages are cached for a minute. */
export const STOREFRONT_DELAY_NOTICE = 'Aparece na loja em até 1 minuto.';

export { catalogImageSchema, productOptionSchema, variationInputSchema, slugSchema };
